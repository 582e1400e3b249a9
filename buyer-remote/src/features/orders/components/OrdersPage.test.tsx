import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedText } from '@craft/shared';
import { anOrder, answerError, answerJson, aReview, receivedRequests, server } from '@craft/shared/testing';
import { logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersPage } from './OrdersPage';
import { buyerText } from '../../../texts';

beforeEach(() => logInBuyer());

describe('/orders', () => {
  const showOrders = () => renderPage(<OrdersPage />, { route: '/orders', path: '/orders' });

  it('shows the empty-orders notice when there are none', async () => {
    server.use(answerJson('get', '/orders', []));
    showOrders();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText(buyerText('orders.empty'))).toBeInTheDocument();
  });

  it('lists the real orders with title, price and status, and their actions', async () => {
    server.use(
      answerJson('get', '/orders', [
        anOrder({ id: 1, service_title: 'Replace a tap', amount: 119, status: 'completed', service_id: 13 }),
        anOrder({ id: 2, status: 'accepted' }),
        anOrder({ id: 3, status: 'completed', review: aReview({ order_id: 3 }) }),
      ]),
    );
    showOrders();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [accepted, pending, reviewed] = rows as [HTMLElement, HTMLElement, HTMLElement];
    // Reviews follow completed work only: an accepted order is not reviewable yet.
    expect(within(accepted).getByRole('heading', { name: 'Replace a tap' })).toBeInTheDocument();
    expect(within(accepted).getByText('119€')).toBeInTheDocument();
    expect(within(accepted).getByText('Completed')).toBeInTheDocument();
    expect(within(accepted).getByRole('link', { name: 'View Detail' })).toHaveAttribute('href', '/orders/detail?id=1');
    expect(within(accepted).getByRole('link', { name: 'Give a Review' })).toHaveAttribute('href', '/orders/review?order=1');
    expect(within(accepted).getByRole('link', { name: 'Re-Order' })).toHaveAttribute('href', '/payment?service=13');
    expect(within(pending).getByText('Accepted')).toBeInTheDocument();
    expect(within(pending).queryByRole('link', { name: 'Give a Review' })).not.toBeInTheDocument();
    expect(within(reviewed).getByRole('link', { name: buyerText('orders.seeReview') })).toHaveAttribute(
      'href',
      '/orders/review/result?order=3',
    );
  });

  it('?view=reviews (My Reviews) lists only the reviewed orders with their rating and text', async () => {
    server.use(
      answerJson('get', '/orders', [
        anOrder({ id: 1, service_title: 'Replace a tap', status: 'accepted' }),
        anOrder({ id: 3, service_title: 'Tile a bathroom', status: 'accepted', review: aReview({ order_id: 3, rating: 3.5, text: 'Neat joints' }) }),
      ]),
    );
    renderPage(<OrdersPage />, { route: '/orders?view=reviews', path: '/orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Reviews' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByRole('heading', { name: 'Tile a bathroom' })).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Neat joints')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: /3.5 out of 5 stars/ })).toBeInTheDocument();
  });

  it('My Reviews without any review says so and links the order history', async () => {
    server.use(answerJson('get', '/orders', [anOrder({ status: 'accepted' })]));
    renderPage(<OrdersPage />, { route: '/orders?view=reviews', path: '/orders' });
    expect(await screen.findByText(buyerText('orders.noReviews'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: buyerText('orders.allOrders') })).toHaveAttribute('href', '/orders');
  });

  it('shows an error with a retry', async () => {
    server.use(answerError('get', '/orders', 500, 'failed', { once: true }), answerJson('get', '/orders', []));
    showOrders();
    await userEvent.click(await screen.findByRole('button', { name: sharedText('common.retry') }));
    expect(await screen.findByText(buyerText('orders.empty'))).toBeInTheDocument();
  });
});

describe('/orders/detail', () => {
  const showDetail = (route = '/orders/detail?id=11') => renderPage(<OrderDetailPage />, { route, path: '/orders/detail' });

  it('shows the order with Back to /orders', async () => {
    server.use(answerJson('get', '/orders/11', anOrder()));
    showDetail();
    expect(await screen.findByRole('heading', { name: /Order detail: Paint a room/ })).toBeInTheDocument();
    expect(screen.getByText('Two rooms, white.')).toBeInTheDocument();
    expect(screen.getByText('Becker Malerbetrieb')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/orders');
  });

  it('downloads the attached file, and says so when that fails', async () => {
    server.use(answerJson('get', '/orders/11', anOrder({ has_document: true })), answerError('get', '/orders/11/document', 500));
    showDetail();
    await userEvent.click(await screen.findByRole('button', { name: buyerText('orders.download') }));
    await waitFor(() => expect(receivedRequests('get', '/orders/11/document')).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(buyerText('orders.downloadFailed'));
  });

  it('cancels a pending order after asking', async () => {
    server.use(answerJson('get', '/orders/11', anOrder()), answerJson('post', '/orders/11/cancel', anOrder({ status: 'cancelled' })));
    showDetail();
    await userEvent.click(await screen.findByRole('button', { name: buyerText('orders.cancel') }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: buyerText('orders.cancelConfirm') }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });

  it('work done: the buyer confirms it and can then review; the history and the contact are shown', async () => {
    const workDone = anOrder({
      status: 'work_done',
      auto_complete_at: '2026-12-09T10:00:00.000Z',
      counterpart_contact: { name: 'Keller Fliesen', email: 'jonas@example.com', phone: '+49 711 555', street: 'Hauptstr. 5', post_number: '70173' },
      history: [
        { event: 'requested', by: 'buyer', at: '2026-11-20T10:00:00.000Z', reason: null, price: null },
        { event: 'accepted', by: 'seller', at: '2026-11-21T10:00:00.000Z', reason: null, price: null },
        { event: 'work_done', by: 'seller', at: '2026-11-25T10:00:00.000Z', reason: null, price: null },
      ],
    });
    server.use(
      answerJson('get', '/orders/11', workDone),
      answerJson('post', '/orders/11/confirm', { ...workDone, status: 'completed', auto_complete_at: null }),
      answerJson('get', '/orders/11/invoices', []),
    );
    showDetail();
    expect(await screen.findByText(/otherwise the order completes by itself on December 9, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jonas@example.com' })).toHaveAttribute('href', 'mailto:jonas@example.com');
    const history = screen.getByRole('region', { name: buyerText('orders.historyTitle') });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Ordered by you'),
      expect.stringContaining('Accepted by the craftsman'),
      expect.stringContaining('Work marked as done by the craftsman'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: buyerText('orders.confirmDone') }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: buyerText('orders.confirmDoneYes') }));
    expect(await screen.findByRole('link', { name: buyerText('orders.giveReview') })).toHaveAttribute('href', '/orders/review?order=11');
    expect(receivedRequests('post', '/orders/11/confirm')).toHaveLength(1);
  });

  it('shows not found for an unknown order, and says when no order was given', async () => {
    server.use(answerError('get', '/orders/11', 404, 'Not found'));
    const { unmount } = showDetail();
    expect(await screen.findByText(buyerText('orders.notFound'))).toBeInTheDocument();
    unmount();
    showDetail('/orders/detail');
    expect(await screen.findByText(buyerText('orders.noOrderId'))).toBeInTheDocument();
  });

  it("shows someone else's order (403) as not found, without a useless retry", async () => {
    server.use(answerError('get', '/orders/11', 403, 'Forbidden'));
    showDetail();
    expect(await screen.findByText(buyerText('orders.notFound'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: sharedText('common.retry') })).not.toBeInTheDocument();
  });
});
