import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedText } from '@craft/shared';
import { answerError, answerJson, holdSchemas, receivedRequests, server } from '@craft/shared/testing';
import { anOrder, aService, logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { PaymentPage } from './PaymentPage';
import { buyerText } from '../../../texts';

/** The orders the fake API received, by body. */
const placedOrders = () => receivedRequests('post', '/orders').map((request) => request.body);
const pdf = () => new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });

function showPayment(route = '/payment?service=7') {
  return renderPage(<PaymentPage />, { route, path: '/payment' });
}

async function openPaymentDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  return screen.findByRole('dialog', { name: 'Payment' });
}

beforeEach(() => {
  logInBuyer();
  server.use(
    answerJson('get', '/services/7', aService()),
    answerJson('post', '/quotation/upload', { file_url: '/files/quotations/abc.pdf' }),
    answerJson('post', '/orders', anOrder({ id: 42 }), { status: 201 }),
  );
});

describe('/payment', () => {
  it("shows 'Loading...', then the method choice, description, file drop, Cancel and Next", async () => {
    showPayment();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bank Transfer' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Paypal' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Project description' })).toHaveAttribute('rows', '5');
    expect(screen.getByRole('button', { name: 'Browse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('explains what to do when no service is given', async () => {
    showPayment('/payment');
    expect(await screen.findByText(buyerText('payment.noService'))).toBeInTheDocument();
    expect(receivedRequests('get')).toHaveLength(0);
  });

  it('Cancel goes back to the service', async () => {
    showPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/services/7');
  });

  it('refuses a file of the wrong type with the spec message', async () => {
    showPayment();
    const input = (await screen.findByLabelText(buyerText('payment.document'))) as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'run.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid file format. Accepted formats are zip, jpg, png, pdf, or ms.word.',
    );
    expect(screen.getByText(sharedText('ui.fileNone'))).toBeInTheDocument();
  });

  it("Next opens 'Payment' 'paying with credit card' with the price shown, never typed, and no card or account fields", async () => {
    showPayment();
    const dialog = await openPaymentDialog();
    expect(within(dialog).getByText('paying with credit card')).toBeInTheDocument();
    expect(within(dialog).getByText(buyerText(`payment.methodHints.${'credit-card'}`))).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(dialog).getAllByText('249€')).toHaveLength(2);
  });

  it('names the chosen method in the dialog', async () => {
    showPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Paypal' }));
    const dialog = await openPaymentDialog();
    expect(within(dialog).getByText('paying with paypal')).toBeInTheDocument();
    expect(within(dialog).getByText(buyerText('payment.methodHints.paypal'))).toBeInTheDocument();
  });

  it("'Place an order' uploads the file and orders at the service's price, and opens the confirmation", async () => {
    showPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank Transfer' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Project description' }), 'Two rooms');
    await userEvent.upload(screen.getByLabelText(buyerText('payment.document')), pdf());
    const dialog = await openPaymentDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place an order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-confirm?order=42'));
    expect(receivedRequests('post', '/quotation/upload')).toHaveLength(1);
    expect(placedOrders()).toEqual([
      { service_id: 7, quantity: 1, payment_method: 'bank-transfer', amount: 249, description: 'Two rooms', document_url: '/files/quotations/abc.pdf' },
    ]);
  });

  it('a service priced per hour asks how many hours and shows the total; the order is price × hours', async () => {
    server.use(answerJson('get', '/services/7', aService({ price: 45, price_unit: 'hour' })));
    showPayment();
    const dialog = await openPaymentDialog();
    const hours = within(dialog).getByRole('textbox', { name: 'Number of hours' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '3');
    expect(within(dialog).getByText('135€')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place an order' }));
    await waitFor(() => expect(placedOrders()).toEqual([expect.objectContaining({ quantity: 3, amount: 135 })]));
  });

  it('refuses a quantity that is not a whole number, in the page', async () => {
    server.use(answerJson('get', '/services/7', aService({ price: 45, price_unit: 'hour' })));
    showPayment();
    const dialog = await openPaymentDialog();
    const hours = within(dialog).getByRole('textbox', { name: 'Number of hours' });
    await userEvent.clear(hours);
    await userEvent.type(hours, 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place an order' }));
    await waitFor(() => expect(hours).toHaveAttribute('aria-invalid', 'true'));
    expect(placedOrders()).toHaveLength(0);
  });

  it("shows 'File upload failed.' and keeps the dialog when the upload fails", async () => {
    server.use(answerError('post', '/quotation/upload', 500));
    showPayment();
    await userEvent.upload(await screen.findByLabelText(buyerText('payment.document')), pdf());
    const dialog = await openPaymentDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place an order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('File upload failed.');
    expect(placedOrders()).toHaveLength(0);
  });

  it('says so when the order cannot be created', async () => {
    server.use(answerError('post', '/orders', 500));
    showPayment();
    const dialog = await openPaymentDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place an order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sharedText('common.unreachable'));
  });

  it('a price that changed meanwhile is refused by the API, and the page says so', async () => {
    server.use(answerError('post', '/orders', 400, 'amount: this service costs 260 €; the order amount is the service price'));
    showPayment();
    const dialog = await openPaymentDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place an order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('this service costs 260 €');
  });

  it('a double click on Place an order places one order: the form locks on the first click, before the schemas arrive', async () => {
    showPayment();
    const dialog = await openPaymentDialog();
    const schemas = holdSchemas();
    try {
      await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Place an order' }));
      schemas.release();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-confirm?order=42'));
      expect(placedOrders()).toHaveLength(1);
    } finally {
      schemas.restore();
    }
  });

  it('a description over 5,000 characters is refused on Next, naming the field and its limit', async () => {
    showPayment();
    await userEvent.click(await screen.findByRole('textbox', { name: 'Project description' }));
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Project description can be at most 5,000 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Payment' })).not.toBeInTheDocument();
  });
});
