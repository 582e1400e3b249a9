import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@craft/shared';
import { useLanguage, type Language } from '@craft/shared/i18n';
import { LineIcon } from '../../../components/LineIcon';
import { CountBadge } from '../../../components/CountBadge';
import { navIconStyles, popupPanelStyles } from '../../../components/navbar-styles';
import { usePopup } from '../../../hooks/use-popup';
import { useNotifications } from '../hooks/use-notifications';
import { lineOf, linkOf } from '../lines';
import { useNotificationTexts } from '../texts';

const Wrap = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  ${navIconStyles}
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
`;

const Panel = styled.section`
  ${popupPanelStyles}
  width: min(360px, calc(100vw - 24px));
  max-height: min(70vh, 480px);

  /* On a phone the bell is not at the screen's right edge, so a panel aligned to it would run off
     the left edge: it spans the screen under the header's first row instead. */
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    position: fixed;
    top: 64px;
    left: 12px;
    right: 12px;
    width: auto;
  }
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};

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

const when = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(language === 'de' ? 'de-DE' : 'en-US', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * The bell in the navbar: the unread count, live, and the latest notifications, each leading
 * to its order, offer or request. Opening it marks them read. Loaded only for signed-in users.
 */
export default function NotificationBell() {
  const t = useNotificationTexts();
  const language = useLanguage();
  const { user } = useAuth();
  const role = user?.role === 'seller' ? 'seller' : 'buyer';
  const { open, setOpen, panelId, wrapRef, toggleRef } = usePopup();
  const notifications = useNotifications();
  const { unread } = notifications;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next) notifications.markAllRead();
  };

  return (
    <Wrap ref={wrapRef}>
      <BellButton ref={toggleRef} type="button" aria-expanded={open} aria-controls={panelId} title={t('button')} onClick={toggle}>
        <BellIcon />
        <CountBadge count={unread} />
        <span className="visually-hidden">{unread > 0 ? t('buttonWithUnread', { unread }) : t('button')}</span>
      </BellButton>
      {open && (
        <Panel id={panelId} aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`}>{t('title')}</h2>
          {notifications.status === 'error' ? (
            <p role="alert">
              {t('failed')}{' '}
              <button type="button" onClick={notifications.refetch}>
                {t('retry')}
              </button>
            </p>
          ) : notifications.items?.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul>
              {(notifications.items ?? []).map((item) => {
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
