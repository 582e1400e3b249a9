import { screen } from '@testing-library/react';
import { answerJson, renderWithProviders, server } from '@craft/shared/testing';
import { makeOrder } from '../../../testing/data';
import { PaymentsTab } from './PaymentsTab';

describe('Payment tab', () => {
  beforeEach(() => server.use(answerJson('get', '/users/me/payment-details', { details: null }), answerJson('get', '/invoices', [])));

  it("lists the seller's orders with amount, method and status", async () => {
    server.use(
      answerJson('get', '/orders/received', [
        makeOrder({ id: 1, amount: 119, payment_method: 'bank-transfer', status: 'accepted' }),
        makeOrder({ id: 2, amount: 80, payment_method: 'paypal', status: 'pending' }),
      ]),
    );
    renderWithProviders(<PaymentsTab />);
    expect(await screen.findByText('119€')).toBeInTheDocument();
    expect(screen.getByText('Bank Transfer')).toBeInTheDocument();
    expect(screen.getByText('accepted')).toBeInTheDocument();
    expect(screen.getByText('80€')).toBeInTheDocument();
    expect(screen.getByText('Paypal')).toBeInTheDocument();
    expect(screen.getAllByText('Anna Buyer')).toHaveLength(2);
  });

  it('says when there are no payments', async () => {
    server.use(answerJson('get', '/orders/received', []));
    renderWithProviders(<PaymentsTab />);
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });
});
