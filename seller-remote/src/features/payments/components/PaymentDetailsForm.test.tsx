import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { InvoicesOverview } from './InvoicesOverview';
import { PaymentDetailsForm } from './PaymentDetailsForm';

const saved = {
  account_holder: 'Max Müller',
  iban: 'DE89370400440532013000',
  bic: null,
  tax_status: 'small_business',
  vat_id: null,
  tax_number: '21/815/08150',
  updated_at: '2026-11-27T10:00:00.000Z',
};

describe('payment details and invoices on the Payment tab', () => {
  it('refuses an IBAN whose checksum fails before sending, then saves the corrected details', async () => {
    server.use(answerJson('get', '/users/me/payment-details', { details: null }), answerJson('put', '/users/me/payment-details', saved));
    renderWithProviders(<PaymentDetailsForm />);
    const form = await screen.findByRole('form', { name: 'Payment details' });
    await userEvent.type(within(form).getByLabelText('Account holder'), 'Max Müller');
    await userEvent.type(within(form).getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 01');
    await userEvent.selectOptions(within(form).getByLabelText('Tax status'), 'small_business');
    await userEvent.type(within(form).getByLabelText('Tax number'), '21/815/08150');
    await userEvent.click(within(form).getByRole('button', { name: 'Save payment details' }));
    expect(await screen.findByText('This IBAN is not valid. Please check it digit by digit.')).toBeInTheDocument();
    expect(receivedRequests('put', '/users/me/payment-details')).toHaveLength(0);

    const iban = within(form).getByLabelText('IBAN');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'DE89 3704 0044 0532 0130 00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save payment details' }));
    expect(await screen.findByText('Your payment details are saved.')).toBeInTheDocument();
    expect(receivedRequests('put', '/users/me/payment-details')[0]?.body).toMatchObject({ account_holder: 'Max Müller', iban: 'DE89 3704 0044 0532 0130 00', tax_status: 'small_business', tax_number: '21/815/08150' });
  });

  it('lists the issued invoices with a PDF button each and offers the CSV', async () => {
    server.use(
      answerJson('get', '/invoices', [
        {
          id: 3,
          order_id: 9,
          kind: 'cancellation',
          number: 2,
          label: 'RE-00002',
          cancels_id: 1,
          cancelled_by_id: null,
          seller_id: 1,
          buyer_id: 2,
          seller_name: 'Malerei',
          buyer_name: 'Anna Buyer',
          service_title: 'Painting',
          net_cents: -12605,
          vat_cents: -2395,
          gross_cents: -15000,
          vat_rate: 19,
          small_business: false,
          issued_at: '2026-11-27T10:00:00.000Z',
          service_date: '2026-11-20T10:00:00.000Z',
        },
      ]),
    );
    renderWithProviders(<InvoicesOverview />);
    expect(await screen.findByText('RE-00002 (cancellation)')).toBeInTheDocument();
    expect(screen.getByText('-€150.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download RE-00002 as PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download invoices and payments (CSV)' })).toBeInTheDocument();
  });
});
