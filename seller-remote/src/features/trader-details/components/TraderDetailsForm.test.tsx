import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { TraderDetailsForm } from './TraderDetailsForm';

const none = { status: 'none', details: null, message: null, submitted_at: null, verified_at: null };
const details = {
  legal_name: 'Dach Müller e.K.',
  legal_form: 'e.K.',
  street: 'Gartenstraße 3',
  postcode: '10115',
  city: 'Berlin',
  phone: '030 1234567',
  email: 'info@dach-mueller.example',
  register_type: 'handelsregister',
  register_number: 'HRA 1234',
  register_court: 'Amtsgericht Charlottenburg',
  vat_id: null,
};

async function fill(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText('Legal name of the business'), details.legal_name);
  await userEvent.selectOptions(within(form).getByLabelText('Legal form'), 'e.K.');
  await userEvent.type(within(form).getByLabelText('Street and house number'), details.street);
  await userEvent.type(within(form).getByLabelText('Postcode'), details.postcode);
  await userEvent.type(within(form).getByLabelText('City'), details.city);
  await userEvent.type(within(form).getByLabelText('Business phone'), details.phone);
  await userEvent.type(within(form).getByLabelText('Business e-mail'), details.email);
  await userEvent.selectOptions(within(form).getByLabelText('Register'), 'handelsregister');
  await userEvent.type(within(form).getByLabelText('Register number'), details.register_number);
  await userEvent.type(within(form).getByLabelText('Register court (optional)'), details.register_court);
}

describe('the trader details on the dashboard', () => {
  it('submits the details as the API takes them, with the self-certification, and shows the new status', async () => {
    server.use(
      answerJson('get', '/sellers/me/trader', none),
      answerJson('put', '/sellers/me/trader', { status: 'submitted', details, message: null, submitted_at: '2026-11-28T10:00:00.000Z', verified_at: null }),
    );
    renderWithProviders(<TraderDetailsForm />);
    const form = await screen.findByRole('form', { name: 'Trader details' });
    expect(screen.getByRole('status')).toHaveTextContent('Not entered yet');
    await fill(form);
    await userEvent.click(within(form).getByRole('checkbox', { name: /only offer products and services that comply with EU law/ }));
    // The save reads the craftsman's settings again (the checklist follows): the server has the details now.
    server.use(answerJson('get', '/sellers/me/trader', { status: 'submitted', details, message: null, submitted_at: '2026-11-28T10:00:00.000Z', verified_at: null }));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit trader details' }));
    expect(await screen.findByText('Your trader details are submitted. We will check them.')).toBeInTheDocument();
    expect(receivedRequests('put', '/sellers/me/trader')[0]?.body).toEqual({ ...details, vat_id: '', self_certification: true });
    expect(await screen.findByText('Submitted: we are checking your details')).toBeInTheDocument();
  });

  it('refuses a wrong register number, VAT id and a missing self-certification before sending, as alerts', async () => {
    server.use(answerJson('get', '/sellers/me/trader', none));
    renderWithProviders(<TraderDetailsForm />);
    const form = await screen.findByRole('form', { name: 'Trader details' });
    await fill(form);
    const number = within(form).getByLabelText('Register number');
    await userEvent.clear(number);
    await userEvent.type(number, '12345');
    await userEvent.type(within(form).getByLabelText('VAT ID (optional)'), 'DE136695975');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit trader details' }));
    const alerts = await screen.findAllByRole('alert');
    const texts = alerts.map((alert) => alert.textContent);
    expect(texts).toContain('Please confirm that you only offer products and services that comply with EU law.');
    expect(within(form).getByLabelText('VAT ID (optional)')).toHaveAccessibleDescription(/Enter a valid German VAT ID/);
    // The register number is checked against the register once every field is right.
    await userEvent.click(within(form).getByRole('checkbox', { name: /comply with EU law/ }));
    await userEvent.clear(within(form).getByLabelText('VAT ID (optional)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit trader details' }));
    expect(await screen.findByText(/This register number does not fit the register/)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(receivedRequests('put', '/sellers/me/trader')).toHaveLength(0);
  });

  it("shows the operator's message when more information is needed, with the stored details", async () => {
    server.use(answerJson('get', '/sellers/me/trader', { status: 'more_info_requested', details, message: 'Please add your VAT ID.', submitted_at: '2026-11-28T10:00:00.000Z', verified_at: null }));
    renderWithProviders(<TraderDetailsForm />);
    const form = await screen.findByRole('form', { name: 'Trader details' });
    expect(screen.getByRole('status')).toHaveTextContent('More information needed');
    expect(screen.getByText('Our message: Please add your VAT ID.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Legal name of the business')).toHaveValue('Dach Müller e.K.');
    expect(within(form).getByLabelText('Legal form')).toHaveValue('e.K.');
  });
});
