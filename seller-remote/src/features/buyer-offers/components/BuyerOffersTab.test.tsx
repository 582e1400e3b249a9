import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerError, answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { makeDirectOffer, makeOrder } from '../../../testing/data';
import { BuyerOffersTab } from './BuyerOffersTab';

beforeEach(() => {
  server.use(
    answerJson('get', '/orders/received', [makeOrder(), makeOrder({ id: 6, service_title: 'Lay tiles', status: 'accepted' })]),
    answerJson('get', '/direct-offers/received', [makeDirectOffer()]),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.clearAllMocks());

const row = async (name: string) => screen.findByRole('listitem', { name });

describe('Buyer Offer tab', () => {
  it('lists the orders and direct offers buyers sent, each with Accept, Reject and View Detail', async () => {
    renderWithProviders(<BuyerOffersTab />);
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

  it('cannot decide an order that is already decided', async () => {
    renderWithProviders(<BuyerOffersTab />);
    const decided = await row('Lay tiles');
    expect(within(decided).getByText(/Status: accepted/)).toBeInTheDocument();
    expect(within(decided).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(decided).getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('accepts an order: the status changes and it cannot be decided again', async () => {
    server.use(answerJson('post', '/orders/5/accept', makeOrder({ status: 'accepted' })));
    const user = userEvent.setup();
    renderWithProviders(<BuyerOffersTab />);
    await user.click(within(await row('Paint a room')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Offer accepted. The buyer has been told by e-mail.');
    expect(receivedRequests('post')).toEqual([expect.objectContaining({ path: '/orders/5/accept' })]);
    const order = await row('Paint a room');
    expect(within(order).getByText(/Status: accepted/)).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Accept' })).toBeDisabled();
  });

  it('rejects a direct offer', async () => {
    server.use(answerJson('post', '/direct-offers/9/reject', makeDirectOffer({ status: 'rejected' })));
    const user = userEvent.setup();
    renderWithProviders(<BuyerOffersTab />);
    await user.click(within(await row('From Anna Buyer')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Offer rejected. The buyer has been told by e-mail.');
    expect(receivedRequests('post')).toEqual([expect.objectContaining({ path: '/direct-offers/9/reject' })]);
    expect(within(await row('From Anna Buyer')).getByText(/Status: rejected/)).toBeInTheDocument();
  });

  it('says so when the server has the offer decided already', async () => {
    server.use(answerError('post', '/orders/5/reject', 409, 'Conflict'));
    const user = userEvent.setup();
    renderWithProviders(<BuyerOffersTab />);
    await user.click(within(await row('Paint a room')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has already been decided.');
  });

  it('says when nothing has arrived yet', async () => {
    server.use(answerJson('get', '/orders/received', []), answerJson('get', '/direct-offers/received', []));
    renderWithProviders(<BuyerOffersTab />);
    expect(await screen.findByText('No orders from buyers yet.')).toBeInTheDocument();
    expect(screen.getByText('No direct offers from buyers yet.')).toBeInTheDocument();
  });
});
