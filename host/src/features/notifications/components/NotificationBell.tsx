import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  categoryLabel,
  directOfferQueries,
  getNotifications,
  markNotificationsRead,
  orderQueries,
  remoteLink,
  reportError,
  useAuth,
  type Notification,
  type NotificationPage,
} from '@craft/shared';
import { formatPrice, useLanguage, type Language } from '@craft/shared/i18n';
import { useLiveEvents } from '@craft/shared/live';
import { queryClient, useQuery } from '@craft/shared/query';
import { LineIcon } from '../../../components/LineIcon';
import { CountBadge } from '../../../components/CountBadge';
import { notificationsCatalog, useNotificationTexts } from '../texts';

const notificationsKey = ['notifications', 'latest'] as const;
const PAGE_SIZE = 20;

const Wrap = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Panel = styled.section`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 50;
  width: min(360px, calc(100vw - 24px));
  max-height: min(70vh, 480px);
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgba(28, 26, 32, 0.18);

  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  & li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  & li a,
  & li span.plain {
    display: block;
    padding: ${({ theme }) => theme.space(2)} 0;
    color: inherit;
    overflow-wrap: anywhere;
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function BellIcon() {
  return (
    <LineIcon>
      <path d="M6 9a6 6 0 0 1 12 0c0 5 2 6 2 6H4s2-1 2-6" strokeLinejoin="round" />
      <path d="M10 19a2 2 0 0 0 4 0" strokeLinecap="round" />
    </LineIcon>
  );
}

/** Where a notification leads: the owning remote's page, by the link name its manifest declares. */
function linkOf(notification: Notification, role: 'buyer' | 'seller'): string | null {
  const { type, id } = notification.subject;
  const name = type === 'order' ? 'order' : type === 'direct_offer' ? 'offer' : type === 'quotation' ? 'quotations' : 'reviews';
  return remoteLink(role, name, { id });
}

const when = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** One line per notification, in the page's language: who did what, about which service. */
function lineOf(n: Notification): string {
  const text = notificationsCatalog.text;
  const values = {
    who: n.actor_name ?? text('someone'),
    subject: n.title ? text('quoted', { title: n.title }) : text('yourJob'),
    price: n.price === null ? '' : text('price', { price: formatPrice(n.price) }),
  };
  switch (n.kind) {
    case 'offer_new':
      return text(n.title ? 'line.offer_newFor' : 'line.offer_new', values);
    case 'quotation_request':
      // The title of a quotation request is its category's name.
      return n.title ? text('line.quotation_requestIn', { category: categoryLabel(n.title) }) : text('line.quotation_request');
    default:
      return Object.hasOwn(lineIds, n.kind) ? text(lineIds[n.kind as keyof typeof lineIds], values) : values.who;
  }
}

const lineIds = {
  order_new: 'line.order_new',
  order_placed: 'line.order_placed',
  order_accepted: 'line.order_accepted',
  order_rejected: 'line.order_rejected',
  order_cancelled: 'line.order_cancelled',
  order_work_done: 'line.order_work_done',
  order_completed: 'line.order_completed',
  payment_received: 'line.payment_received',
  offer_changed: 'line.offer_changed',
  offer_countered: 'line.offer_countered',
  offer_accepted: 'line.offer_accepted',
  offer_rejected: 'line.offer_rejected',
  offer_withdrawn: 'line.offer_withdrawn',
  review_received: 'line.review_received',
} as const;

/**
 * The bell in the navbar: the unread count, live, and the latest notifications, each leading
 * to its order, offer or request. Opening it marks them read. Loaded only for signed-in users.
 */
export default function NotificationBell() {
  const t = useNotificationTexts();
  const language = useLanguage();
  const { user } = useAuth();
  const role = user?.role === 'seller' ? 'seller' : 'buyer';
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const page = useQuery({ queryKey: notificationsKey, queryFn: () => getNotifications({ size: PAGE_SIZE }) });

  // New notifications arrive on the page's one live stream; after a reconnect the list is read again.
  useLiveEvents(
    (event) => {
      if (event.type !== 'notification') return;
      queryClient.setQueryData<NotificationPage>(notificationsKey, (current) => ({
        items: [event.notification, ...(current?.items ?? []).filter((item) => item.id !== event.notification.id)].slice(0, PAGE_SIZE),
        unread: event.unread,
      }));
      // The order or offer it is about may be on screen (or listed): those pages read theirs again,
      // so a step the other party took shows without a reload. An accepted offer also placed an order.
      if (event.notification.subject.type !== 'quotation') {
        void queryClient.invalidateQueries({ queryKey: orderQueries.all });
        void queryClient.invalidateQueries({ queryKey: directOfferQueries.all });
      }
    },
    () => void queryClient.invalidateQueries({ queryKey: notificationsKey }),
  );

  // Escape and a click elsewhere close the panel.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => !wrap.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const unread = page.data?.unread ?? 0;
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread > 0) {
      markNotificationsRead()
        .then((left) => queryClient.setQueryData<NotificationPage>(notificationsKey, (current) => current && { ...current, unread: left }))
        .catch((error: unknown) => reportError(error, { action: 'Marking notifications read', app: 'host' }));
    }
  };

  return (
    <Wrap ref={wrap}>
      <BellButton type="button" aria-expanded={open} aria-controls={panelId} title={t('button')} onClick={toggle}>
        <BellIcon />
        <CountBadge count={unread} />
        <span className="visually-hidden">{unread > 0 ? t('buttonWithUnread', { unread }) : t('button')}</span>
      </BellButton>
      {open && (
        <Panel id={panelId} aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`}>{t('title')}</h2>
          {page.status === 'error' ? (
            <p role="alert">
              {t('failed')}{' '}
              <button type="button" onClick={() => void page.refetch()}>
                {t('retry')}
              </button>
            </p>
          ) : page.data && page.data.items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul>
              {(page.data?.items ?? []).map((item) => {
                const to = linkOf(item, role);
                const body = (
                  <>
                    {!item.read && <strong>{t('unreadMark')}: </strong>}
                    {lineOf(item)}
                    {item.reason && <small>{t('reason', { reason: item.reason })}</small>}
                    <small>{when(item.created_at, language)}</small>
                  </>
                );
                return (
                  <li key={item.id}>
                    {to ? (
                      <Link to={to} onClick={() => setOpen(false)}>
                        {body}
                      </Link>
                    ) : (
                      <span className="plain">{body}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
      )}
    </Wrap>
  );
}
