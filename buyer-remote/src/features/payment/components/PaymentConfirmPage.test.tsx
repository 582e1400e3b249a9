import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@craft/shared';
import { anOrder, httpError, logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { PaymentConfirmPage } from './PaymentConfirmPage';
import { buyerTexts } from '@craft/shared/texts/buyer';

jest.mock('@craft/shared', () => ({
  ...jest.requireActual('@craft/shared'),
  getOrder: jest.fn(),
  cancelOrder: jest.fn(),
}));

const api = jest.mocked(shared);

const showConfirmation = (route = '/payment-confirm?order=11') =>
  renderPage(<PaymentConfirmPage />, { route, path: '/payment-confirm' });

beforeEach(() => {
  logInBuyer();
  api.getOrder.mockResolvedValue(anOrder());
  api.cancelOrder.mockResolvedValue(anOrder({ status: 'cancelled' }));
});

describe('/payment-confirm', () => {
  it("shows the placed order's real summary with the card-payment step guide", async () => {
    showConfirmation();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Paint a room up to 20 m²/ })).toBeInTheDocument();
    expect(api.getOrder).toHaveBeenCalledWith(11);
    expect(screen.getByText('Credit Card')).toBeInTheDocument();
    expect(screen.getByText('249€')).toBeInTheDocument();
    expect(screen.getByText('ending in 1234')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    const guide = screen.getByRole('region', { name: buyerTexts.paymentConfirm.guideTitle });
    expect(within(guide).getAllByRole('listitem')).toHaveLength(8);
    expect(within(guide).getByText(/16-digit card number/)).toBeInTheDocument();
    expect(within(guide).getByText(/3-digit CVV/)).toBeInTheDocument();
  });

  it('has Back to Home and Paying', async () => {
    showConfirmation();
    expect(await screen.findByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Paying' })).toHaveAttribute('href', '/orders');
  });

  it('Cancel Offering cancels the pending order', async () => {
    showConfirmation();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Offering' }));
    expect(api.cancelOrder).toHaveBeenCalledWith(11);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Offering' })).not.toBeInTheDocument();
  });

  it('says so when cancelling fails', async () => {
    api.cancelOrder.mockRejectedValue(httpError(409));
    showConfirmation();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Offering' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(buyerTexts.paymentConfirm.cancelFailed);
  });

  it('offers no cancel once the order is no longer pending', async () => {
    api.getOrder.mockResolvedValue(anOrder({ status: 'accepted' }));
    showConfirmation();
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Offering' })).not.toBeInTheDocument();
  });

  it('explains a missing or unknown order', async () => {
    const { unmount } = showConfirmation('/payment-confirm');
    expect(await screen.findByText(buyerTexts.paymentConfirm.noOrder)).toBeInTheDocument();
    unmount();
    api.getOrder.mockRejectedValue(httpError(404));
    showConfirmation();
    expect(await screen.findByText(buyerTexts.paymentConfirm.noOrder)).toBeInTheDocument();
  });
});
