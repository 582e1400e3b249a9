import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, directOfferQueries, orderQueries, type Notification } from '@craft/shared';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_TABLE } from '@craft/shared/api/notification-types';
import { queryClient } from '@craft/shared/query';
import { aBuyer, aDirectOffer, anOrder, answerJson, answerLive, receivedRequests, server } from '@craft/shared/testing';
import { answerAppBasics } from '../../testing/fake-api';
import { buyerPaths, remoteConfig, sellerPaths } from '../../testing/remote-config';

import { renderApp } from '../../testing/render-app';

const note = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  kind: 'order_accepted',
  subject: { type: 'order', id: 11 },
  actor_name: 'Keller Fliesen',
  title: 'Tile the bathroom',
  price: 480,
  reason: null,
  created_at: '2026-11-25T10:00:00.000Z',
  read: false,
  ...overrides,
});

const banner = () => screen.getByRole('banner');

beforeEach(() => {
  authStore.signOut();
  answerAppBasics();
});

describe('the notification bell', () => {
  it('a visitor has no bell and loads no notifications', async () => {
    renderApp('/about');
    await screen.findByRole('banner');
    expect(within(banner()).queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(receivedRequests('get', '/notifications')).toHaveLength(0);
  });

  it('shows the unread count; opening lists what happened, each leading to its page, and marks them read', async () => {
    authStore.signIn('tok', aBuyer());
    server.use(
      answerJson('get', '/notifications', {
        items: [note({ id: 2, kind: 'offer_countered', subject: { type: 'direct_offer', id: 21 }, title: null, price: 450 }), note({ id: 1 })],
        unread: 2,
      }),
      answerJson('post', '/notifications/read', { unread: 0 }),
    );
    renderApp('/about');
    const bell = await within(banner()).findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('link', { name: /Keller Fliesen accepted your order for "Tile the bathroom"/ })).toHaveAttribute('href', buyerPaths.jobOrder.replace(':id', '11'));
    expect(within(panel).getByRole('link', { name: /Keller Fliesen answered your price proposal with a counter-offer \(450€\)/ })).toHaveAttribute('href', '/jobs/offers/21');
    await waitFor(() => expect(receivedRequests('post', '/notifications/read')).toHaveLength(1));
    expect(await within(banner()).findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    // A press elsewhere closes it too.
    await userEvent.click(bell);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(banner());
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('a live notification counts at once, and pages showing orders or offers read theirs again (the other party\'s step shows without a reload)', async () => {
    authStore.signIn('tok', aBuyer());
    const order = orderQueries.detail(11).queryKey;
    const offer = directOfferQueries.detail(21).queryKey;
    queryClient.setQueryData(order, anOrder({ id: 11 }));
    queryClient.setQueryData(offer, aDirectOffer({ id: 21 }));
    // The bell is loaded lazily: the event comes once it is there (the stream opens before, for the messages badge).
    let bellThere: () => void = () => undefined;
    const after = new Promise<void>((resolve) => {
      bellThere = resolve;
    });
    server.use(
      answerJson('get', '/notifications', { items: [note({ id: 1 })], unread: 1 }),
      answerLive([{ type: 'unread', unread: 0 }], {
        after,
        events: [{ type: 'notification', notification: note({ id: 3, kind: 'offer_countered', subject: { type: 'direct_offer', id: 21 } }), unread: 2 }],
      }),
    );
    renderApp('/about');
    await within(banner()).findByRole('button', { name: 'Notifications, 1 unread' });
    bellThere();
    expect(await within(banner()).findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(offer)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(order)?.isInvalidated).toBe(true);
  });

  it("a craftsman's notifications lead into the seller remote's pages", async () => {
    authStore.signIn('tok', aBuyer({ role: 'seller' }));
    server.use(
      answerJson('get', '/notifications', { items: [note({ id: 5, kind: 'order_new', actor_name: 'Mia Wagner', subject: { type: 'order', id: 12 } })], unread: 1 }),
      answerJson('post', '/notifications/read', { unread: 0 }),
    );
    renderApp('/about');
    await userEvent.click(await within(banner()).findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('link', { name: /Mia Wagner ordered "Tile the bathroom" \(480€\)/ })).toHaveAttribute('href', sellerPaths.jobOrder.replace(':id', '12'));
  });
});

describe('the table of notification kinds, as the bell reads it', () => {
  // The catalogues as written (the test set-up compiles imported ones into flat message ids).
  const bellLines = (language: 'en' | 'de') =>
    (JSON.parse(fs.readFileSync(path.join(__dirname, 'locales', `${language}.json`), 'utf8')) as { line: Record<string, string> }).line;
  const english = { line: bellLines('en') };
  const german = { line: bellLines('de') };
  /** The catalogue texts a kind's line needs: `line.<kind>`, and the variant its table entry names. */
  const lineIds = (kind: (typeof NOTIFICATION_KINDS)[number]) => {
    const { line } = NOTIFICATION_KIND_TABLE[kind];
    return [kind, ...(line === 'optional-subject' ? [`${kind}For`] : line === 'category' ? [`${kind}In`] : [])];
  };

  it.each(NOTIFICATION_KINDS)('%s has its bell line in English and German, and a link a remote declares', (kind) => {
    for (const id of lineIds(kind)) {
      expect(english.line).toHaveProperty([id], expect.stringMatching(/\S/));
      expect(german.line).toHaveProperty([id], expect.stringMatching(/\S/));
    }
    const { link } = NOTIFICATION_KIND_TABLE[kind];
    const { buyer, seller } = remoteConfig().remotes;
    expect([buyer.manifest?.links, seller.manifest?.links].filter((links) => links && Object.hasOwn(links, link))).not.toHaveLength(0);
  });

  it('the catalogue has no bell line of a kind the table does not know', () => {
    const known = new Set(NOTIFICATION_KINDS.flatMap(lineIds));
    expect(Object.keys(english.line).filter((id) => !known.has(id))).toEqual([]);
    expect(Object.keys(german.line).filter((id) => !known.has(id))).toEqual([]);
  });
});
