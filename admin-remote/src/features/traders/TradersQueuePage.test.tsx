import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TraderReview } from '@craft/shared/moderation';
import { HttpResponse } from 'msw';
import { answer, answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { TradersQueuePage } from './TradersQueuePage';

const submitted: TraderReview = {
  seller_id: 12,
  display_name: 'Meier Sanitär',
  status: 'submitted',
  message: null,
  submitted_at: '2026-11-20T10:00:00.000Z',
  verified_at: null,
  details: {
    legal_name: 'Meier Sanitär GmbH',
    legal_form: 'GmbH',
    street: 'Hauptstraße 5',
    postcode: '50667',
    city: 'Köln',
    phone: '+49 221 123456',
    email: 'info@meier.example',
    register_type: 'handelsregister',
    register_number: 'HRB 12345',
    register_court: 'Amtsgericht Köln',
    vat_id: 'DE136695976',
  },
};

const MESSAGE = 'Please add the register court of your Handelsregister entry.';
const decisions = () => receivedRequests('post', '/moderation/traders/12/decision').map((request) => request.body);
const listed = () => receivedRequests('get', '/moderation/traders').map((request) => request.query.status);

describe('the trader details queue', () => {
  it('lists the submitted details as entered', async () => {
    server.use(answerJson('get', '/moderation/traders', [submitted]));
    renderWithProviders(<TradersQueuePage />);
    const card = await screen.findByRole('article', { name: 'Meier Sanitär (user 12)' });
    for (const text of ['Meier Sanitär GmbH', 'GmbH', '+49 221 123456', 'info@meier.example', 'Handelsregister (commercial register)', 'HRB 12345', 'Amtsgericht Köln', 'DE136695976']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText(/Hauptstraße 5\s+50667 Köln/)).toBeInTheDocument();
    expect(within(card).getByText('Given: offers only goods and services that comply with EU law')).toBeInTheDocument();
    expect(within(card).getByText(/20 Nov 2026/)).toBeInTheDocument();
    expect(listed()).toEqual(['submitted']);
  });

  it('filters by status', async () => {
    server.use(answerJson('get', '/moderation/traders', []));
    renderWithProviders(<TradersQueuePage />);
    expect(await screen.findByText('No trader details are waiting for a check.')).toBeInTheDocument();
    server.use(answerJson('get', '/moderation/traders', [{ ...submitted, status: 'verified', verified_at: '2026-11-21T10:00:00.000Z' }]));
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'verified');
    const card = await screen.findByRole('article', { name: 'Meier Sanitär (user 12)' });
    expect(within(card).getByText('Verified: the badge shows on his services.')).toBeInTheDocument();
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    expect(listed()).toEqual(['submitted', 'verified']);
  });

  it('verifies and refreshes the queue', async () => {
    server.use(
      answerJson('get', '/moderation/traders', [submitted]),
      answerJson('post', '/moderation/traders/12/decision', { ...submitted, status: 'verified', verified_at: '2026-11-22T10:00:00.000Z' }),
    );
    renderWithProviders(<TradersQueuePage />);
    const form = await screen.findByRole('form', { name: 'Decide on Meier Sanitär GmbH' });
    await userEvent.selectOptions(within(form).getByLabelText('Decision'), 'verify');
    server.use(answerJson('get', '/moderation/traders', []));
    await userEvent.click(within(form).getByRole('button', { name: 'Send decision' }));
    await waitFor(() => expect(decisions()).toEqual([{ action: 'verify' }]));
    expect(await screen.findByText('The trader details of Meier Sanitär GmbH are verified.')).toBeInTheDocument();
    expect(await screen.findByText('No trader details are waiting for a check.')).toBeInTheDocument();
  });

  it('asks for more only with a message, which it sends', async () => {
    server.use(
      answerJson('get', '/moderation/traders', [submitted]),
      answerJson('post', '/moderation/traders/12/decision', { ...submitted, status: 'more_info_requested', message: MESSAGE }),
    );
    renderWithProviders(<TradersQueuePage />);
    const form = await screen.findByRole('form', { name: 'Decide on Meier Sanitär GmbH' });
    await userEvent.selectOptions(within(form).getByLabelText('Decision'), 'request_more');
    await userEvent.click(within(form).getByRole('button', { name: 'Send decision' }));
    await waitFor(() => expect(within(form).getByLabelText('Message to the craftsman')).toHaveAccessibleDescription(expect.stringContaining('Say what is missing or wrong.')));
    expect(decisions()).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Message to the craftsman'), MESSAGE);
    await userEvent.click(within(form).getByRole('button', { name: 'Send decision' }));
    await waitFor(() => expect(decisions()).toEqual([{ action: 'request_more', message: MESSAGE }]));
    expect(await screen.findByText('Meier Sanitär GmbH was asked for more information.')).toBeInTheDocument();
  });

  it('a refusal is shown as an alert in the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      answerJson('get', '/moderation/traders', [submitted]),
      answer('post', '/moderation/traders/12/decision', () => HttpResponse.json({ error: 'The trader details are verified, not submitted', code: 'trader.not_submitted' }, { status: 409 })),
    );
    renderWithProviders(<TradersQueuePage />);
    const form = await screen.findByRole('form', { name: 'Decide on Meier Sanitär GmbH' });
    await userEvent.selectOptions(within(form).getByLabelText('Decision'), 'verify');
    await userEvent.click(within(form).getByRole('button', { name: 'Send decision' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('These details were decided in the meantime.');
  });
});
