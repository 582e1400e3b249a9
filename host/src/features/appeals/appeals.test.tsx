import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@craft/shared';
import { answerJson, answerLater, receivedRequests, server } from '@craft/shared/testing';
import { answerAppBasics } from '../../testing/fake-api';
import { currentLocation, renderApp } from '../../testing/render-app';
import { appealsCatalog } from './texts';

jest.mock('../../federation/remotes', () => ({ loadedRemotePage: () => undefined, loadRemotePage: () => new Promise(() => undefined) }));
const text = appealsCatalog.text;
const sent = () => receivedRequests('post', '/appeals').map((request) => request.body);
const APPEAL = 'I hold the registration with the gas network operator; the number is on my invoices.';
const TOKEN = 'Zm9vYmFyLXRva2VuLTEyMzQ1Njc4OTAtYWJjZGVmZ2hpams';

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  answerAppBasics();
});

describe('the appeal page', () => {
  it('sends the appeal with the mailed token and says it arrived', async () => {
    const created = answerLater('post', '/appeals', { id: 3, decision_id: 12, status: 'open', created_at: '2026-11-28T10:00:00.000Z' });
    server.use(created.handler);
    renderApp(`/appeal/12?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: text('page.title') })).toBeInTheDocument();
    expect(screen.getByText(text('page.intro', { id: 12 }))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(text('page.text')), APPEAL);
    const submit = screen.getByRole('button', { name: text('page.submit') });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()).toEqual([{ decision_id: 12, text: APPEAL, appeal_token: TOKEN }]);
    created.release();
    expect(await screen.findByText(text('page.done', { id: 12 }))).toBeInTheDocument();
  });

  it('checks the length before sending, with the error tied to the field', async () => {
    renderApp('/appeal/12');
    const field = await screen.findByLabelText(text('page.text'));
    await userEvent.type(field, 'Too short');
    await userEvent.click(screen.getByRole('button', { name: text('page.submit') }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('20')));
    expect(sent()).toHaveLength(0);
  });

  it('announces a refusal in an alert and keeps what was written', async () => {
    server.use(answerJson('post', '/appeals', { error: 'This decision has been appealed already', code: 'appeal.already_appealed' }, { status: 409 }));
    renderApp('/appeal/12');
    const field = await screen.findByLabelText(text('page.text'));
    await userEvent.type(field, APPEAL);
    await userEvent.click(screen.getByRole('button', { name: text('page.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This decision has been appealed already');
    expect(field).toHaveValue(APPEAL);
    expect(sent()).toEqual([{ decision_id: 12, text: APPEAL }]);
  });

  it('without a token and a session, offers to sign in and come back', async () => {
    server.use(answerJson('post', '/appeals', { error: 'Sign in', code: 'auth.required' }, { status: 401 }));
    renderApp('/appeal/12');
    await userEvent.type(await screen.findByLabelText(text('page.text')), APPEAL);
    await userEvent.click(screen.getByRole('button', { name: text('page.submit') }));
    const alert = await screen.findByRole('alert');
    await userEvent.click(await screen.findByRole('link', { name: text('page.signIn') }));
    expect(alert).toBeTruthy();
    expect(currentLocation()).toBe(`/?next=${encodeURIComponent('/appeal/12')}`);
  });

  it('a broken link says so and shows no form', async () => {
    renderApp('/appeal/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('page.invalidLink'));
    expect(screen.queryByRole('button', { name: text('page.submit') })).not.toBeInTheDocument();
  });
});
