import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerError, answerJson, receivedRequests, server } from '@craft/shared/testing';
import { anOrder, logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { PaymentConfirmPage } from './PaymentConfirmPage';
import { buyerTexts } from '@craft/shared/texts/buyer';

const showConfirmation = (route = '/payment-confirm?order=11') =>
  renderPage(<PaymentConfirmPage />, { route, path: '/payment-confirm' });

beforeEach(() => {
  logInBuyer();
  server.use(answerJson('get', '/orders/11', anOrder()), answerJson('post', '/orders/11/cancel', anOrder({ status: 'cancelled' })));
});

describe('/payment-confirm', () => {
  it("shows the placed order's real summary with the card-payment step guide", async () => {
    showConfirmation();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Paint a room up to 20 m²/ })).toBeInTheDocument();
    expect(receivedRequests('get', '/orders/11')).toHaveLength(1);
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
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(receivedRequests('post', '/orders/11/cancel')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel Offering' })).not.toBeInTheDocument();
  });

  it('says so when cancelling fails', async () => {
    server.use(answerError('post', '/orders/11/cancel', 409));
    showConfirmation();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Offering' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(buyerTexts.paymentConfirm.cancelFailed);
  });

  it('offers no cancel once the order is no longer pending', async () => {
    server.use(answerJson('get', '/orders/11', anOrder({ status: 'accepted' })));
    showConfirmation();
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Offering' })).not.toBeInTheDocument();
  });

  it('explains a missing or unknown order', async () => {
    const { unmount } = showConfirmation('/payment-confirm');
    expect(await screen.findByText(buyerTexts.paymentConfirm.noOrder)).toBeInTheDocument();
    unmount();
    server.use(answerError('get', '/orders/11', 404));
    showConfirmation();
    expect(await screen.findByText(buyerTexts.paymentConfirm.noOrder)).toBeInTheDocument();
  });
});
