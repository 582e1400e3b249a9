import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerError, answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import type { AnsweredQuotation } from '@craft/shared';
import { makeDirectOffer, makeOrder } from '../../../testing/data';
import { JobsTab } from './JobsTab';

/** How the jobs tab names a quotation request it answered, as the seller's catalogue writes it. */
const requestLabel = (id: number) => `Quotation request #${id} · Tiler`;

beforeEach(() => {
  server.use(
    answerJson('get', '/orders/received', [makeOrder(), makeOrder({ id: 6, service_title: 'Lay tiles', status: 'accepted' })]),
    answerJson('get', '/direct-offers/received', [makeDirectOffer()]),
    answerJson('get', '/quotation/answered', []),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.clearAllMocks());

const row = async (name: string) => screen.findByRole('listitem', { name });

describe('Buyer Offer tab: the craftsman\'s Jobs', () => {
  it('lists the orders and direct offers buyers sent, each with Accept, Reject and View Detail', async () => {
    renderWithProviders(<JobsTab />);
    const order = await row('Paint a room');
    expect(within(order).getByText(/From Anna Buyer/)).toBeInTheDocument();
    expect(within(order).getByText('250€')).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(order).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(within(order).getByRole('link', { name: 'View Detail' })).toHaveAttribute('href', '/home/craftman/buyer/confirm-product?type=order&id=5');
    const offer = await row('From Anna Buyer');
    expect(within(offer).getByText('Please quote a new bathroom')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'View Detail' })).toHaveAttribute('href', '/home/craftman/buyer/confirm-product?type=offer&id=9');
  });

  it('offers only the steps the state allows: an accepted order can be marked done or cancelled, never accepted again', async () => {
    renderWithProviders(<JobsTab />);
    const decided = await row('Lay tiles');
    expect(within(decided).getByText(/Status: Accepted/)).toBeInTheDocument();
    expect(within(decided).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(decided).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(decided).getByRole('button', { name: 'Mark work as done' })).toBeEnabled();
    expect(within(decided).getByRole('button', { name: 'Payment received' })).toBeEnabled();
    expect(within(decided).getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  });

  it('accepts an order: the status changes and the next steps appear', async () => {
    server.use(answerJson('post', '/orders/5/accept', makeOrder({ status: 'accepted' })));
    const user = userEvent.setup();
    renderWithProviders(<JobsTab />);
    await user.click(within(await row('Paint a room')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Accepted. The customer has been told.');
    expect(receivedRequests('post')).toEqual([expect.objectContaining({ path: '/orders/5/accept' })]);
    const order = await row('Paint a room');
    expect(within(order).getByText(/Status: Accepted/)).toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Mark work as done' })).toBeInTheDocument();
  });

  it('accepts a direct offer at the version listed; a changed one is refused in the list with its new price and its row shows it', async () => {
    server.use(answerJson('get', '/direct-offers/received', [makeDirectOffer({ price: 5000, version: 4 })]));
    server.use(answerJson('post', '/direct-offers/9/accept', { error: 'changed', code: 'offer.changed', offer: makeDirectOffer({ price: 1, version: 5 }) }, { status: 409 }));
    const user = userEvent.setup();
    renderWithProviders(<JobsTab />);
    await user.click(within(await row('From Anna Buyer')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the price is now 1€');
    expect(receivedRequests('post', '/direct-offers/9/accept').map((r) => r.body)).toEqual([{ version: 4 }]);
    const offer = await row('From Anna Buyer');
    expect(within(offer).getByText('1€')).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('rejects a direct offer after asking, with the reason the customer reads', async () => {
    server.use(answerJson('post', '/direct-offers/9/reject', makeDirectOffer({ status: 'rejected' })));
    const user = userEvent.setup();
    renderWithProviders(<JobsTab />);
    await user.click(within(await row('From Anna Buyer')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this price proposal?' });
    expect(receivedRequests('post')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Fully booked until March');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rejected. The customer has been told.');
    expect(receivedRequests('post')).toEqual([expect.objectContaining({ path: '/direct-offers/9/reject', body: { reason: 'Fully booked until March' } })]);
    expect(within(await row('From Anna Buyer')).getByText(/Status: Rejected/)).toBeInTheDocument();
  });

  /** The jobs tab with Anna's direct offer, its counter-offer dialog open; the API answers with `counterPrice`. */
  async function openCounterOffer(counterPrice: number) {
    server.use(answerJson('post', '/direct-offers/9/counter', makeDirectOffer({ status: 'countered', counter_price: counterPrice })));
    const user = userEvent.setup();
    renderWithProviders(<JobsTab />);
    await user.click(within(await row('From Anna Buyer')).getByRole('button', { name: 'Counter-offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Counter-offer' });
    const price = within(dialog).getByRole('textbox', { name: 'Your price in euros' });
    await user.clear(price);
    return { user, dialog, price };
  }

  it('counters a direct offer with a price and a message', async () => {
    const { user, dialog, price } = await openCounterOffer(480);
    await user.type(price, 'cheap');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(price).toHaveAccessibleDescription(/whole euros/);
    await user.clear(price);
    await user.type(price, '480');
    await user.type(within(dialog).getByRole('textbox', { name: /Message to the customer/ }), 'Tiles included');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText(/Your counter-offer was sent/)).toBeInTheDocument();
    expect(receivedRequests('post')).toEqual([expect.objectContaining({ path: '/direct-offers/9/counter', body: { price: 480, message: 'Tiles included' } })]);
    const offer = await row('From Anna Buyer');
    expect(within(offer).getByText(/Status: Counter-offer sent/)).toBeInTheDocument();
    expect(within(offer).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('takes a German price with thousands and cents ("2.100,00") as 2100 euros', async () => {
    const { user, dialog, price } = await openCounterOffer(2100);
    await user.type(price, '2.100,00');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText(/Your counter-offer was sent/)).toBeInTheDocument();
    expect(receivedRequests('post')).toEqual([expect.objectContaining({ path: '/direct-offers/9/counter', body: { price: 2100 } })]);
  });

  it("says so when the server has the offer decided already, in the API's words", async () => {
    server.use(answerError('post', '/orders/5/reject', 409, 'This order is cancelled; it can no longer be rejected'));
    const user = userEvent.setup();
    renderWithProviders(<JobsTab />);
    await user.click(within(await row('Paint a room')).getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This order is cancelled; it can no longer be rejected');
  });

  it('says when nothing has arrived yet, per stage', async () => {
    server.use(answerJson('get', '/orders/received', []), answerJson('get', '/direct-offers/received', []));
    renderWithProviders(<JobsTab />);
    expect(await screen.findByText('Nothing is waiting for your answer.')).toBeInTheDocument();
    expect(screen.getByText('No jobs in progress.')).toBeInTheDocument();
    expect(screen.getByText('No quotation requests won yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing finished yet.')).toBeInTheDocument();
  });

  const stage = (name: string) => screen.getByRole('region', { name });

  it('sorts jobs into incoming, active, won and done; a won quotation request stays, with the customer\'s contact', async () => {
    const answer = { id: 3, quotation_id: 0, seller_id: 7, seller_name: 'Clara Paint', message: 'Tiles included', status: 'open' as const, seller_rating_average: null, seller_rating_count: 0, created_at: '2026-11-20T08:00:00Z', updated_at: '2026-11-20T08:00:00Z' };
    const quotation = (id: number, outcome: AnsweredQuotation['outcome'], price: number): AnsweredQuotation => ({
      id,
      category_id: 1,
      category_name: 'Tiler',
      description: `Bathroom ${id}`,
      has_document: false,
      created_at: '2026-11-20T08:00:00Z',
      outcome,
      answer: { ...answer, quotation_id: id, price },
      requester: outcome === 'won' ? { name: 'Erika Muster', email: 'erika@example.com', phone: '0221 1234', street: 'Hauptstr. 5', post_number: '50667' } : null,
    });
    server.use(
      answerJson('get', '/orders/received', [makeOrder(), makeOrder({ id: 6, service_title: 'Lay tiles', status: 'work_done' }), makeOrder({ id: 7, service_title: 'Fix a door', status: 'completed' })]),
      answerJson('get', '/direct-offers/received', [makeDirectOffer({ status: 'countered', counter_price: 480 })]),
      answerJson('get', '/quotation/answered', [quotation(52, 'won', 640), quotation(53, 'waiting', 90), quotation(54, 'lost', 700)]),
    );
    renderWithProviders(<JobsTab />);
    await screen.findByRole('heading', { name: 'Jobs' });
    const names = (region: HTMLElement) => within(region).queryAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(names(stage('Incoming'))).toEqual(['Paint a room']);
    expect(names(stage('Active'))).toEqual(['Lay tiles', 'From Anna Buyer', requestLabel(53)]);
    expect(names(stage('Won'))).toEqual([requestLabel(52)]);
    expect(names(stage('Done'))).toEqual(['Fix a door', requestLabel(54)]);

    const won = within(stage('Won')).getByRole('listitem', { name: requestLabel(52) });
    expect(within(won).getByText(/The customer chose your quote/)).toHaveTextContent('640€');
    expect(within(won).getByRole('link', { name: 'erika@example.com' })).toHaveAttribute('href', 'mailto:erika@example.com');
    expect(within(won).getByRole('link', { name: '0221 1234' })).toHaveAttribute('href', 'tel:02211234');
    const lost = within(stage('Done')).getByRole('listitem', { name: requestLabel(54) });
    expect(within(lost).getByText(/another craftsman/)).toBeInTheDocument();
    expect(within(lost).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    const waiting = within(stage('Active')).getByRole('listitem', { name: requestLabel(53) });
    expect(within(waiting).getByRole('link', { name: 'Change your quote' })).toHaveAttribute('href', '/home/craftman?tab=quotations');
  });

  it('still shows orders and offers when the answered requests fail to load, and says so', async () => {
    server.use(answerError('get', '/quotation/answered', 500, 'boom'));
    renderWithProviders(<JobsTab />);
    expect(await row('Paint a room')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your answered quotation requests could not be loaded.');
  });
});
