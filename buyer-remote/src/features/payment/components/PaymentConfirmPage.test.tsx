import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerError, answerJson, receivedRequests, server } from '@craft/shared/testing';
import { anOrder, logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { PaymentConfirmPage } from './PaymentConfirmPage';
import { buyerSection, buyerText } from '../../../texts';

const t = buyerSection('orders');

const showConfirmation = (route = '/payment-confirm?order=11') =>
  renderPage(<PaymentConfirmPage />, { route, path: '/payment-confirm' });

beforeEach(() => {
  logInBuyer();
  server.use(
    answerJson('get', '/orders/11', anOrder({ payment_method: 'bank-transfer' })),
    answerJson('post', '/orders/11/cancel', anOrder({ status: 'cancelled', reason: 'Found someone closer' })),
  );
});

describe('/payment-confirm', () => {
  it("shows the placed order's real summary and says honestly how paying works: nothing charged, no card steps", async () => {
    showConfirmation();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Paint a room up to 20 m²/ })).toBeInTheDocument();
    expect(receivedRequests('get', '/orders/11')).toHaveLength(1);
    expect(screen.getByText('Bank Transfer')).toBeInTheDocument();
    // The amount, and again at the step that set it in the history.
    expect(screen.getAllByText('249€')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('249€')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(t('paymentStatus.open'))).toBeInTheDocument();
    const how = screen.getByRole('region', { name: buyerText('paymentConfirm.howTitle') });
    expect(within(how).getByText(buyerText(`payment.methodHints.${'bank-transfer'}`))).toBeInTheDocument();
    expect(screen.queryByText(/CVV|16-digit|card number/i)).not.toBeInTheDocument();
  });

  it('has Back to Home and a way to My jobs', async () => {
    showConfirmation();
    expect(await screen.findByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: t('myJobs') })).toHaveAttribute('href', '/jobs?tab=orders');
  });

  it('Cancel Offering asks first, with a reason the craftsman reads, then cancels', async () => {
    showConfirmation();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Offering' }));
    const dialog = screen.getByRole('dialog', { name: t('cancelTitle') });
    expect(receivedRequests('post', '/orders/11/cancel')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('reasonLabel') }), 'Found someone closer');
    await userEvent.click(within(dialog).getByRole('button', { name: t('cancelConfirm') }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(receivedRequests('post', '/orders/11/cancel')).toEqual([expect.objectContaining({ body: { reason: 'Found someone closer' } })]);
    expect(screen.getByText('Found someone closer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Offering' })).not.toBeInTheDocument();
  });

  it('keeping the order sends nothing', async () => {
    showConfirmation();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Offering' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t('keep') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(receivedRequests('post', '/orders/11/cancel')).toHaveLength(0);
  });

  it("says so in the dialog when cancelling fails, with the API's reason on a conflict", async () => {
    server.use(answerError('post', '/orders/11/cancel', 409, 'This order is completed and can no longer be cancelled'));
    showConfirmation();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Offering' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('cancelConfirm') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order is completed and can no longer be cancelled');
  });

  it('offers no cancel once the order is completed', async () => {
    server.use(answerJson('get', '/orders/11', anOrder({ status: 'completed' })));
    showConfirmation();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Offering' })).not.toBeInTheDocument();
  });

  it('explains a missing or unknown order', async () => {
    const { unmount } = showConfirmation('/payment-confirm');
    expect(await screen.findByText(buyerText('paymentConfirm.noOrder'))).toBeInTheDocument();
    unmount();
    server.use(answerError('get', '/orders/11', 404));
    showConfirmation();
    expect(await screen.findByText(buyerText('paymentConfirm.noOrder'))).toBeInTheDocument();
  });
});
