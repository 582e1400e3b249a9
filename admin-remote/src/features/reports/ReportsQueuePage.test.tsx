import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationCase } from '@craft/shared/moderation';
import { HttpResponse } from 'msw';
import { answer, answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { ReportsQueuePage } from './ReportsQueuePage';

const serviceCase: ModerationCase = {
  id: 7,
  target_type: 'service',
  target_id: 41,
  created_at: '2026-11-20T10:00:00.000Z',
  target: { kind: 'service', title: 'Cheap roof repairs', description: 'Pay cash in advance, no invoice.', price: 99, seller_id: 12 },
  reports: [{ id: 3, reason: 'fraud', text: 'Wants cash before any work', reporter_id: 5, created_at: '2026-11-20T10:00:00.000Z' }],
};
const userCase: ModerationCase = {
  id: 8,
  target_type: 'user',
  target_id: 12,
  created_at: '2026-11-21T10:00:00.000Z',
  target: { kind: 'user', firstname: 'Sam', lastname: 'Roof', role: 'seller', company_name: 'Roof & Co' },
  reports: [{ id: 4, reason: 'harassment', text: 'Rude messages', reporter_id: null, created_at: '2026-11-21T10:00:00.000Z' }],
};

const REASON = 'The service asks for cash in advance without an invoice, against section 4 of the terms.';
const decisions = () => receivedRequests('post', '/moderation/cases/7/decision').map((request) => request.body);

describe('the reports queue', () => {
  it('lists the open cases with the target as users see it and every report', async () => {
    server.use(answerJson('get', '/moderation/reports', [serviceCase, userCase]));
    renderWithProviders(<ReportsQueuePage />);
    const first = await screen.findByRole('article', { name: 'Case 7 (service)' });
    expect(within(first).getByRole('heading', { name: 'Cheap roof repairs' })).toBeInTheDocument();
    expect(within(first).getByText('Pay cash in advance, no invoice.')).toBeInTheDocument();
    expect(within(first).getByText('Fraud')).toBeInTheDocument();
    expect(within(first).getByText('Wants cash before any work')).toBeInTheDocument();
    expect(within(first).getByText('Reporter: user 5')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Case 8 (account)' });
    expect(within(second).getByText('Company: Roof & Co')).toBeInTheDocument();
    expect(within(second).getByText('Reporter: a visitor')).toBeInTheDocument();
  });

  it('says when nothing is open', async () => {
    server.use(answerJson('get', '/moderation/reports', []));
    renderWithProviders(<ReportsQueuePage />);
    expect(await screen.findByText('No open reports. Well done.')).toBeInTheDocument();
  });

  it('posts the decision and takes the case off the queue', async () => {
    server.use(
      answerJson('get', '/moderation/reports', [serviceCase]),
      answerJson('post', '/moderation/cases/7/decision', {
        case_id: 7,
        target_type: 'service',
        target_id: 41,
        status: 'decided',
        action: 'remove',
        ground: 'terms',
        reason: REASON,
        decided_by: 1,
        decided_at: '2026-11-22T10:00:00.000Z',
        affected_user_id: 12,
        hidden_service_ids: [41],
      }),
    );
    renderWithProviders(<ReportsQueuePage />);
    const form = await screen.findByRole('form', { name: 'Decide case 7' });
    await userEvent.selectOptions(within(form).getByLabelText('Decision'), 'remove');
    await userEvent.selectOptions(within(form).getByLabelText('Ground'), 'terms');
    await userEvent.type(within(form).getByLabelText('Statement of reasons'), REASON);
    server.use(answerJson('get', '/moderation/reports', []));
    await userEvent.click(within(form).getByRole('button', { name: 'Send decision' }));
    await waitFor(() => expect(decisions()).toEqual([{ action: 'remove', ground: 'terms', reason: REASON }]));
    expect(await screen.findByText('Case 7 is decided.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Case 7 (service)' })).not.toBeInTheDocument());
  });

  it('checks the form with the shared schema: a choice for each select and at least 20 characters of reasons', async () => {
    server.use(answerJson('get', '/moderation/reports', [serviceCase]));
    renderWithProviders(<ReportsQueuePage />);
    const form = await screen.findByRole('form', { name: 'Decide case 7' });
    await userEvent.type(within(form).getByLabelText('Statement of reasons'), 'Too short');
    await userEvent.click(within(form).getByRole('button', { name: 'Send decision' }));
    await waitFor(() => expect(within(form).getByLabelText('Statement of reasons')).toHaveAccessibleDescription(expect.stringContaining('Write at least 20 characters')));
    expect(within(form).getByLabelText('Decision')).toHaveAccessibleDescription(expect.stringContaining('Choose one.'));
    expect(within(form).getByLabelText('Ground')).toHaveAccessibleDescription(expect.stringContaining('Choose one.'));
    expect(decisions()).toHaveLength(0);
  });

  it('a refusal is shown as an alert and the form keeps what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      answerJson('get', '/moderation/reports', [serviceCase]),
      answer('post', '/moderation/cases/7/decision', () =>
        HttpResponse.json({ error: 'The moderation case was decided already', code: 'moderation.already_decided' }, { status: 409 }),
      ),
    );
    renderWithProviders(<ReportsQueuePage />);
    const form = await screen.findByRole('form', { name: 'Decide case 7' });
    await userEvent.selectOptions(within(form).getByLabelText('Decision'), 'keep');
    await userEvent.selectOptions(within(form).getByLabelText('Ground'), 'illegal');
    await userEvent.type(within(form).getByLabelText('Statement of reasons'), REASON);
    await userEvent.click(within(form).getByRole('button', { name: 'Send decision' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Another operator has decided this case in the meantime.');
    expect(within(form).getByLabelText('Statement of reasons')).toHaveValue(REASON);
    expect(within(form).getByLabelText('Decision')).toHaveValue('keep');
  });
});
