import { screen } from '@testing-library/react';
import { getReceivedOrders } from '@craft/shared';
import { renderWithProviders } from '@craft/shared/testing';
import { makeOrder } from '../../../testing/data';
import { PaymentsTab } from './PaymentsTab';

jest.mock('@craft/shared', () => ({ ...jest.requireActual('@craft/shared'), getReceivedOrders: jest.fn() }));

describe('Payment tab', () => {
  it("lists the seller's orders with amount, method and status", async () => {
    jest.mocked(getReceivedOrders).mockResolvedValue([
      makeOrder({ id: 1, amount: 119, payment_method: 'bank-transfer', status: 'accepted' }),
      makeOrder({ id: 2, amount: 80, payment_method: 'paypal', status: 'pending' }),
    ]);
    renderWithProviders(<PaymentsTab />);
    expect(await screen.findByText('119€')).toBeInTheDocument();
    expect(screen.getByText('Bank Transfer')).toBeInTheDocument();
    expect(screen.getByText('accepted')).toBeInTheDocument();
    expect(screen.getByText('80€')).toBeInTheDocument();
    expect(screen.getByText('Paypal')).toBeInTheDocument();
    expect(screen.getAllByText('Anna Buyer')).toHaveLength(2);
  });

  it('says when there are no payments', async () => {
    jest.mocked(getReceivedOrders).mockResolvedValue([]);
    renderWithProviders(<PaymentsTab />);
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });
});
