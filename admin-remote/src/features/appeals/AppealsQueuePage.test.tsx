import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationAppeal } from '@craft/shared/moderation';
import { HttpResponse } from 'msw';
import { answer, answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { AppealsQueuePage } from './AppealsQueuePage';

const STATEMENT = 'The service offers gas installation without the registration the law requires.';
const APPEAL = 'I am registered with the gas network operator; the number is on my invoices.';
const ANSWER = 'The registration was confirmed by the network operator: the service may be shown.';

const appeal: ModerationAppeal = {
  id: 3,
  case_id: 7,
  user_id: 12,
  text: APPEAL,
  created_at: '2026-11-21T10:00:00.000Z',
  decision: { target_type: 'service', target_id: 41, action: 'remove', ground: 'illegal', reason: STATEMENT, decided_by: 1, decided_at: '2026-11-20T10:00:00.000Z' },
  target: { kind: 'service', title: 'Gas boilers', description: 'Boiler swaps', price: 450, seller_id: 12 },
};

const answers = () => receivedRequests('post', '/moderation/appeals/3/decision').map((request) => request.body);

async function fillIn(outcome: 'uphold' | 'reinstate') {
  const form = await screen.findByRole('form', { name: 'Answer the appeal on case 7' });
  await userEvent.selectOptions(within(form).getByLabelText('Outcome'), outcome);
  await userEvent.type(within(form).getByLabelText('Explanation'), ANSWER);
  await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
  return form;
}

describe('the appeals queue', () => {
  it('shows the decision appealed, who took it, and the appellant’s words', async () => {
    server.use(answerJson('get', '/moderation/appeals', [appeal]));
    renderWithProviders(<AppealsQueuePage />);
    const card = await screen.findByRole('article', { name: 'Appeal on case 7 (service)' });
    expect(within(card).getByText('Decision: Remove the content')).toBeInTheDocument();
    expect(within(card).getByText('Ground: Against the law')).toBeInTheDocument();
    expect(within(card).getByText(/^Decided by operator 1 on 20 Nov 2026/)).toBeInTheDocument();
    expect(within(card).getByText(STATEMENT)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Gas boilers' })).toBeInTheDocument();
    expect(within(card).getByText(APPEAL)).toBeInTheDocument();
    expect(within(card).getByText(/^Filed .* by user 12$/)).toBeInTheDocument();
  });

  it('says when nothing is open', async () => {
    server.use(answerJson('get', '/moderation/appeals', []));
    renderWithProviders(<AppealsQueuePage />);
    expect(await screen.findByText('No open appeals.')).toBeInTheDocument();
  });

  it('reinstates and takes the appeal off the queue', async () => {
    server.use(
      answerJson('get', '/moderation/appeals', [appeal]),
      answerJson('post', '/moderation/appeals/3/decision', {
        id: 3,
        case_id: 7,
        status: 'decided',
        outcome: 'reinstate',
        reason: ANSWER,
        decided_by: 2,
        decided_at: '2026-11-22T10:00:00.000Z',
        user_id: 12,
        restored_service_ids: [41],
        unsuspended_user_id: null,
      }),
    );
    renderWithProviders(<AppealsQueuePage />);
    await screen.findByRole('form', { name: 'Answer the appeal on case 7' });
    server.use(answerJson('get', '/moderation/appeals', []));
    await fillIn('reinstate');
    await waitFor(() => expect(answers()).toEqual([{ outcome: 'reinstate', reason: ANSWER }]));
    expect(await screen.findByText('The appeal on case 7 is answered: the decision is reversed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Appeal on case 7 (service)' })).not.toBeInTheDocument());
  });

  it('checks the form with the shared schema', async () => {
    server.use(answerJson('get', '/moderation/appeals', [appeal]));
    renderWithProviders(<AppealsQueuePage />);
    const form = await screen.findByRole('form', { name: 'Answer the appeal on case 7' });
    await userEvent.type(within(form).getByLabelText('Explanation'), 'Too short');
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(within(form).getByLabelText('Explanation')).toHaveAccessibleDescription(expect.stringContaining('Write at least 20 characters')));
    expect(within(form).getByLabelText('Outcome')).toHaveAccessibleDescription(expect.stringContaining('Choose one.'));
    expect(answers()).toHaveLength(0);
  });

  it('the operator who took the first decision reads the API’s own sentence; the form keeps what was typed', async () => {
    server.use(
      answerJson('get', '/moderation/appeals', [appeal]),
      answer('post', '/moderation/appeals/3/decision', () =>
        HttpResponse.json({ error: 'Another operator must decide on an appeal against your own decision', code: 'moderation.same_operator' }, { status: 403 }),
      ),
    );
    renderWithProviders(<AppealsQueuePage />);
    const form = await fillIn('uphold');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Another operator must decide on an appeal against your own decision');
    expect(within(form).getByLabelText('Explanation')).toHaveValue(ANSWER);
    expect(within(form).getByLabelText('Outcome')).toHaveValue('uphold');
  });
});
