import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@craft/shared';
import { aBuyer, answerEmpty, answerError, answerJson, answerLater, answerNetworkError, receivedRequests, server } from '@craft/shared/testing';
import { answerAppBasics } from '../../testing/fake-api';
import { currentLocation, renderApp } from '../../testing/render-app';
import { accountCatalog } from './texts';

jest.mock('../../federation/remotes', () => ({ loadedRemotePage: () => undefined, loadRemotePage: () => new Promise(() => undefined) }));
const text = accountCatalog.text;

/** The bodies the fake API received at `path` (all these calls are POSTs). */
const sent = (path: string) => receivedRequests('post', path).map((request) => request.body);

// A token as the API mails it: URL-safe and long enough for the shared schema.
const TOKEN = 'Zm9vYmFyLXRva2VuLTEyMzQ1Njc4OTA';

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  answerAppBasics();
});

describe('forgot password', () => {
  it("'Forget Password' on the login card opens the request form", async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('link', { name: 'Forget Password' }));
    expect(await screen.findByRole('heading', { name: text('forgot.title') })).toBeInTheDocument();
    expect(currentLocation()).toBe('/forgot-password');
  });

  it("'Passwort vergessen?' on /anmelden opens it too", async () => {
    renderApp('/anmelden');
    await userEvent.click(await screen.findByRole('link', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('heading', { name: text('forgot.title') })).toBeInTheDocument();
  });

  it('sends nothing without a valid address', async () => {
    renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: text('forgot.submit') }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: text('forgot.submit') }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address.'));
    expect(sent('/users/password-reset')).toHaveLength(0);
  });

  it('answers every address with the same neutral text, sent once however often it is clicked', async () => {
    const reset = answerLater('post', '/users/password-reset', null);
    server.use(reset.handler);
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), ' nobody@example.com ');
    const submit = screen.getByRole('button', { name: text('forgot.submit') });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await waitFor(() => expect(sent('/users/password-reset')).toHaveLength(1));
    expect(sent('/users/password-reset')).toEqual([{ email: 'nobody@example.com' }]);
    expect(screen.getByRole('button', { name: text('forgot.submitting') })).toBeDisabled();
    reset.release();
    expect(await screen.findByRole('alert')).toHaveTextContent("If an account exists for that address, we've sent a link");
    expect(screen.getByRole('link', { name: text('forgot.backToLogin') })).toHaveAttribute('href', '/');
  });

  it('a throttled request says so and keeps the address', async () => {
    server.use(answerError('post', '/users/password-reset', 429, 'Too many requests'));
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'mia@example.com');
    await userEvent.click(screen.getByRole('button', { name: text('forgot.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('forgot.tooManyAttempts'));
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
  });
});

describe('set a new password', () => {
  async function fill(password: string, repeat = password) {
    await userEvent.type(await screen.findByLabelText(text('reset.password')), password);
    await userEvent.type(screen.getByLabelText(text('reset.repeat')), repeat);
    await userEvent.click(screen.getByRole('button', { name: text('reset.submit') }));
  }

  it('saves the new password with the token of the link, then offers the login', async () => {
    server.use(answerEmpty('post', '/users/password-reset/confirm'));
    renderApp(`/reset-password?token=${TOKEN}`);
    await fill('a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('reset.done'));
    expect(sent('/users/password-reset/confirm')).toEqual([{ token: TOKEN, password: 'a-new-password' }]);
    expect(screen.getByRole('link', { name: text('reset.login') })).toHaveAttribute('href', '/');
  });

  it('refuses two different passwords and a short one without sending', async () => {
    renderApp(`/reset-password?token=${TOKEN}`);
    await fill('a-new-password', 'another-password');
    await waitFor(() => expect(screen.getByLabelText(text('reset.repeat'))).toHaveAccessibleDescription(text('reset.mismatch')));
    await userEvent.clear(screen.getByLabelText(text('reset.password')));
    await userEvent.type(screen.getByLabelText(text('reset.password')), 'short');
    await userEvent.click(screen.getByRole('button', { name: text('reset.submit') }));
    await waitFor(() =>
      expect(screen.getByLabelText(text('reset.password'))).toHaveAccessibleDescription(expect.stringContaining('at least 8 characters')),
    );
    expect(sent('/users/password-reset/confirm')).toHaveLength(0);
  });

  it("a used or expired link shows the API's message, a way to a new link, and keeps the form", async () => {
    server.use(answerError('post', '/users/password-reset/confirm', 400, 'This reset link has expired or was already used.'));
    renderApp(`/reset-password?token=${TOKEN}`);
    await fill('a-new-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link has expired or was already used.');
    expect(within(alert).getByRole('link', { name: text('reset.requestNew') })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByLabelText(text('reset.password'))).toHaveValue('a-new-password');
  });

  it('a link without a token says it is not valid', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('reset.invalidLink'));
    expect(screen.getByRole('link', { name: text('reset.requestNew') })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(text('reset.password'))).not.toBeInTheDocument();
  });
});

describe('confirm the e-mail address', () => {
  it('confirms once on load, says so, and the banner of the logged-in user goes', async () => {
    authStore.signIn('tok', aBuyer({ email_confirmed: false }));
    server.use(answerEmpty('post', '/users/confirm-email'), answerJson('get', '/users/5', aBuyer({ email_confirmed: true })));
    renderApp(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByText(text('confirm.done'))).toBeInTheDocument();
    expect(sent('/users/confirm-email')).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: text('banner.label') })).not.toBeInTheDocument());
    expect(authStore.getSession().user?.email_confirmed).toBe(true);
    expect(screen.getByRole('link', { name: text('confirm.toStart') })).toHaveAttribute('href', '/home');
  });

  it('a refused link says what to do instead', async () => {
    server.use(answerError('post', '/users/confirm-email', 400, 'Invalid or expired link'));
    renderApp(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text('confirm.invalidLink'));
    expect(screen.getByRole('link', { name: text('confirm.login') })).toHaveAttribute('href', '/');
  });

  it('a network failure offers to try again, which sends the token again', async () => {
    server.use(answerNetworkError('post', '/users/confirm-email', { once: true }), answerEmpty('post', '/users/confirm-email', { once: true }));
    renderApp(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text('confirm.failed'));
    await userEvent.click(screen.getByRole('button', { name: text('confirm.retry') }));
    expect(await screen.findByText(text('confirm.done'))).toBeInTheDocument();
    expect(sent('/users/confirm-email')).toHaveLength(2);
  });
});

describe('the confirmation banner', () => {
  it('asks an unconfirmed user to confirm, on every page, and sends the link again', async () => {
    authStore.signIn('tok', aBuyer({ email_confirmed: false }));
    server.use(answerEmpty('post', '/users/confirm-email/resend'));
    renderApp('/home');
    const banner = await screen.findByRole('region', { name: text('banner.label') });
    expect(banner).toHaveTextContent('mia@example.com');
    await userEvent.click(within(banner).getByRole('button', { name: text('banner.resend') }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(text('banner.resent'));
    expect(sent('/users/confirm-email/resend')).toHaveLength(1);
  });

  it('a throttled resend says to wait', async () => {
    authStore.signIn('tok', aBuyer({ email_confirmed: false }));
    server.use(answerError('post', '/users/confirm-email/resend', 429, 'Too many requests'));
    renderApp('/menu');
    const banner = await screen.findByRole('region', { name: text('banner.label') });
    await userEvent.click(within(banner).getByRole('button', { name: text('banner.resend') }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(text('banner.tooMany'));
  });

  it('is not shown to a confirmed user, nor to anyone logged out', async () => {
    authStore.signIn('tok', aBuyer({ email_confirmed: true }));
    const { unmount } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: /Hello/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text('banner.label') })).not.toBeInTheDocument();
    unmount();
    authStore.signOut();
    renderApp('/');
    expect(screen.queryByRole('region', { name: text('banner.label') })).not.toBeInTheDocument();
  });
});
