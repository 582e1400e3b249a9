import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { directOfferQueries } from '@craft/shared';
import { queryClient } from '@craft/shared/query';
import { sellerPaths } from '../../../config/paths';
import { answerError, answerFile, answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { makeDirectOffer, makeOrder } from '../../../testing/data';
import { BuyerOfferPage } from './BuyerOfferPage';

const open = (query: string) => renderWithProviders(<BuyerOfferPage />, { route: `${sellerPaths.buyerConfirmProduct}?${query}` });

beforeEach(() => {
  server.use(answerJson('get', '/orders/5', makeOrder()), answerJson('get', '/direct-offers/9', makeDirectOffer()));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.clearAllMocks());

describe('Buyer offer detail (buyer/confirm-product)', () => {
  it("shows the buyer's description, the file row with a download, Back, Reject and Accept", async () => {
    open('type=order&id=5');
    expect(await screen.findByRole('heading', { name: 'Paint a room' })).toBeInTheDocument();
    expect(receivedRequests('get', '/orders/5')).toHaveLength(1);
    expect(screen.getByText('Two rooms, white')).toBeInTheDocument();
    expect(screen.getByText('attachment-5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home/craftman?tab=buyer-offers');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('downloads the attached file', async () => {
    server.use(answerFile('get', '/orders/5/document', 'pdf'));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    open('type=order&id=5');
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(receivedRequests('get', '/orders/5/document')).toHaveLength(1);
  });

  it('says when the download fails', async () => {
    server.use(answerError('get', '/orders/5/document', 404, 'Not found'));
    const user = userEvent.setup();
    open('type=order&id=5');
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
  });

  it('accepts the order once: afterwards the next steps replace Accept and Reject, and the history shows it', async () => {
    const accepted = makeOrder({
      status: 'accepted',
      history: [
        { event: 'requested', by: 'buyer', at: '2026-11-20T10:00:00.000Z', reason: null, price: null },
        { event: 'accepted', by: 'seller', at: '2026-11-21T10:00:00.000Z', reason: null, price: null },
      ],
    });
    server.use(answerJson('post', '/orders/5/accept', accepted));
    const user = userEvent.setup();
    open('type=order&id=5');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Accepted.');
    expect(receivedRequests('post')).toEqual([expect.objectContaining({ path: '/orders/5/accept' })]);
    expect(screen.getByText(/Status: Accepted/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark work as done' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText(/Ordered by the customer/)).toBeInTheDocument();
    expect(within(history).getByText(/Accepted by you/)).toBeInTheDocument();
  });

  it('rejects a direct offer without a file, after asking', async () => {
    server.use(answerJson('post', '/direct-offers/9/reject', makeDirectOffer({ status: 'rejected' })));
    const user = userEvent.setup();
    open('type=offer&id=9');
    expect(await screen.findByText('No file attached.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/Status: Rejected/)).toBeInTheDocument();
    expect(receivedRequests('post')).toEqual([expect.objectContaining({ path: '/direct-offers/9/reject' })]);
  });

  it('accepts a direct offer at the version shown; when the customer changed it meanwhile, says so with the new price, shows the offer as it is now and accepts only when asked again', async () => {
    server.use(answerJson('get', '/direct-offers/9', makeDirectOffer({ price: 5000, version: 1 })));
    const now = makeDirectOffer({ price: 1, version: 2 });
    // The first accept meets the customer's edit (409 with the offer as it is now); the next one is accepted.
    server.use(answerJson('post', '/direct-offers/9/accept', makeDirectOffer({ price: 1, version: 3, status: 'accepted', agreed_price: 1 })));
    server.use(
      answerJson('post', '/direct-offers/9/accept', { error: 'The price proposal was changed to 1 € since you loaded it (version 2); review it before accepting.', code: 'offer.changed', offer: now }, { status: 409, once: true }),
    );
    const user = userEvent.setup();
    open('type=offer&id=9');
    expect(await screen.findByText('5000€')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The customer changed this price proposal before you accepted it: the price is now 1€. Nothing was accepted.');
    expect(receivedRequests('post', '/direct-offers/9/accept').map((r) => r.body)).toEqual([{ version: 1 }]);
    expect(screen.getByText('1€')).toBeInTheDocument();
    expect(screen.queryByText('5000€')).not.toBeInTheDocument();
    expect(screen.getByText(/Status: Waiting for you/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/Status: Accepted/)).toBeInTheDocument();
    expect(receivedRequests('post', '/direct-offers/9/accept').map((r) => r.body)).toEqual([{ version: 1 }, { version: 2 }]);
  });

  it('shows a newer read at once (the customer accepted meanwhile), and leads from the accepted offer to its order', async () => {
    server.use(answerJson('get', '/direct-offers/9', makeDirectOffer({ status: 'countered', counter_price: 820 })));
    open('type=offer&id=9');
    expect(await screen.findByText(/Status: Counter-offer sent/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the order' })).not.toBeInTheDocument();
    // What a live notification does (the bell invalidates orders and offers): the page reads again.
    server.use(answerJson('get', '/direct-offers/9', makeDirectOffer({ status: 'accepted', counter_price: 820, agreed_price: 820, order_id: 31 })));
    await act(() => queryClient.invalidateQueries({ queryKey: directOfferQueries.all }));
    expect(await screen.findByText(/Status: Accepted/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Accepted: the order is placed at the agreed price.');
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', '/home/craftman/jobs/orders/31');
  });

  it("refuses an offer sent to another craftsman (403)", async () => {
    server.use(answerError('get', '/orders/5', 403, 'Forbidden'));
    open('type=order&id=5');
    expect(await screen.findByText('This price proposal was sent to another craftsman.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("says 'Price proposal not found.' for an unknown id and explains a broken link", async () => {
    server.use(answerError('get', '/direct-offers/99', 404, 'Not Found'));
    open('type=offer&id=99');
    expect(await screen.findByText('Price proposal not found.')).toBeInTheDocument();
  });

  it('explains a link without a valid type or id', () => {
    open('type=thing&id=abc');
    expect(screen.getByText('This link does not point to a price proposal.')).toBeInTheDocument();
    expect(receivedRequests()).toEqual([]);
  });

  it('writes to the customer about the order in place, into the Messages tab', async () => {
    const order = makeOrder();
    server.use(
      answerJson('post', '/conversations', {
        conversation: { id: 12, buyer_id: order.buyer_id, seller_id: order.seller_id, other_party: { id: order.buyer_id, name: 'Ben Tester', role: 'buyer' }, subject: { kind: 'order', id: 5, title: 'Paint a room' }, last_message: null, unread_count: 0, last_message_at: '2026-11-24T10:00:00.000Z', created_at: '2026-11-24T10:00:00.000Z' },
        message: { id: 30, conversation_id: 12, sender_id: order.seller_id, text: 'Which white?', has_attachment: false, erased: false, created_at: '2026-11-24T10:00:00.000Z' },
      }, { status: 201 }),
    );
    const user = userEvent.setup();
    open('type=order&id=5');
    await user.click(await screen.findByRole('button', { name: /^Send a message to / }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Which white?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your message was sent.');
    expect(receivedRequests('post', '/conversations')[0]?.body).toEqual({ buyer_id: order.buyer_id, order_id: 5, text: 'Which white?' });
    expect(within(dialog).getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', '/home/craftman?tab=messages&conversation=12');
  });
});
