import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@craft/shared';
import { holdSchemas } from '@craft/shared/testing';
import { anOrder, aService, httpError, logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { PaymentPage } from './PaymentPage';
import { buyerTexts } from '@craft/shared/texts/buyer';

jest.mock('@craft/shared', () => ({
  ...jest.requireActual('@craft/shared'),
  getService: jest.fn(),
  uploadQuotationDocument: jest.fn(),
  createOrder: jest.fn(),
}));

const api = jest.mocked(shared);
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
  api.getService.mockResolvedValue(aService());
  api.uploadQuotationDocument.mockResolvedValue({ file_url: '/files/quotations/abc.pdf' });
  api.createOrder.mockResolvedValue(anOrder({ id: 42 }));
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
    expect(await screen.findByText(buyerTexts.payment.noService)).toBeInTheDocument();
    expect(api.getService).not.toHaveBeenCalled();
  });

  it('Cancel goes back to the service', async () => {
    showPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/services/7');
  });

  it('refuses a file of the wrong type with the spec message', async () => {
    showPayment();
    const input = (await screen.findByLabelText(buyerTexts.payment.document)) as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'run.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid file format. Accepted formats are zip, jpg, png, pdf, or ms.word.',
    );
    expect(screen.getByText(shared.uiTexts.fileNone)).toBeInTheDocument();
  });

  it("Next opens 'Payment' 'paying with credit card' with the amount prefilled with the price", async () => {
    showPayment();
    const dialog = await openPaymentDialog();
    expect(within(dialog).getByText('paying with credit card')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Price amount' })).toHaveValue('249');
    expect(within(dialog).getByRole('textbox', { name: /Account number/ })).toHaveValue('');
  });

  it('names the chosen method in the dialog', async () => {
    showPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Paypal' }));
    const dialog = await openPaymentDialog();
    expect(within(dialog).getByText('paying with paypal')).toBeInTheDocument();
  });

  it("'Place an order' uploads the file, sends only the last four digits, and opens the confirmation", async () => {
    showPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank Transfer' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Project description' }), 'Two rooms');
    await userEvent.upload(screen.getByLabelText(buyerTexts.payment.document), pdf());
    const dialog = await openPaymentDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Account number/ }), 'DE89 3704 0044 0532 0130 00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place an order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-confirm?order=42'));
    expect(api.uploadQuotationDocument).toHaveBeenCalledTimes(1);
    expect(api.createOrder).toHaveBeenCalledWith({
      service_id: 7,
      payment_method: 'bank-transfer',
      amount: 249,
      account_number: '3000',
      description: 'Two rooms',
      document_url: '/files/quotations/abc.pdf',
    });
  });

  it("shows 'File upload failed.' and keeps the dialog when the upload fails", async () => {
    api.uploadQuotationDocument.mockRejectedValue(httpError(500));
    showPayment();
    await userEvent.upload(await screen.findByLabelText(buyerTexts.payment.document), pdf());
    const dialog = await openPaymentDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place an order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('File upload failed.');
    expect(api.createOrder).not.toHaveBeenCalled();
  });

  it('says so when the order cannot be created, keeping what was typed', async () => {
    api.createOrder.mockRejectedValue(httpError(500));
    showPayment();
    const dialog = await openPaymentDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '1234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place an order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(buyerTexts.payment.orderFailed);
    expect(within(dialog).getByRole('textbox', { name: /Account number/ })).toHaveValue('1234567');
  });

  it('refuses an amount that is not a number', async () => {
    showPayment();
    const dialog = await openPaymentDialog();
    const amount = within(dialog).getByRole('textbox', { name: 'Price amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place an order' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(buyerTexts.payment.invalidAmount));
    expect(api.createOrder).not.toHaveBeenCalled();
  });

  it('refuses a blank amount rather than ordering for 0 €', async () => {
    showPayment();
    const dialog = await openPaymentDialog();
    const amount = within(dialog).getByRole('textbox', { name: 'Price amount' });
    await userEvent.clear(amount);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place an order' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(buyerTexts.payment.invalidAmount));
    expect(api.createOrder).not.toHaveBeenCalled();
  });

  it('a double click on Place an order places one order: the form locks on the first click, before the schemas arrive', async () => {
    showPayment();
    const dialog = await openPaymentDialog();
    const schemas = holdSchemas();
    try {
      await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Place an order' }));
      schemas.release();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-confirm?order=42'));
      expect(api.createOrder).toHaveBeenCalledTimes(1);
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
