import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@craft/shared';
import { hostAccountTexts } from '@craft/shared/texts/host-account';
import { httpError, makeCategory, makeUser } from '../../testing/fixtures';
import { mockedApi } from '../../testing/mock-api';
import { currentLocation, renderApp } from '../../testing/render-app';

jest.mock('@craft/shared', () => jest.requireActual('../../testing/mock-api').mockedShared());
jest.mock('../../federation/remotes', () => ({ loadRemotePage: () => new Promise(() => undefined) }));
const api = mockedApi();
const texts = hostAccountTexts;

// A token as the API mails it: URL-safe and long enough for the shared schema.
const TOKEN = 'Zm9vYmFyLXRva2VuLTEyMzQ1Njc4OTA';

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  api.getCategories.mockResolvedValue([makeCategory()]);
  api.getUser.mockImplementation(async () => authStore.getSession().user ?? makeUser());
});

describe('forgot password', () => {
  it("'Forget Password' on the login card opens the request form", async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('link', { name: 'Forget Password' }));
    expect(await screen.findByRole('heading', { name: texts.forgot.title })).toBeInTheDocument();
    expect(currentLocation()).toBe('/forgot-password');
  });

  it("'Passwort vergessen?' on /anmelden opens it too", async () => {
    renderApp('/anmelden');
    await userEvent.click(screen.getByRole('link', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('heading', { name: texts.forgot.title })).toBeInTheDocument();
  });

  it('sends nothing without a valid address', async () => {
    renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: texts.forgot.submit }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: texts.forgot.submit }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address.'));
    expect(api.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('answers every address with the same neutral text, sent once however often it is clicked', async () => {
    let answer: () => void = () => undefined;
    api.requestPasswordReset.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), ' nobody@example.com ');
    const submit = screen.getByRole('button', { name: texts.forgot.submit });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await waitFor(() => expect(api.requestPasswordReset).toHaveBeenCalledTimes(1));
    expect(api.requestPasswordReset).toHaveBeenCalledWith('nobody@example.com');
    expect(screen.getByRole('button', { name: texts.forgot.submitting })).toBeDisabled();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent("If an account exists for that address, we've sent a link");
    expect(screen.getByRole('link', { name: texts.forgot.backToLogin })).toHaveAttribute('href', '/');
  });

  it('a throttled request says so and keeps the address', async () => {
    api.requestPasswordReset.mockRejectedValue(httpError(429, { error: 'Too many requests' }));
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'mia@example.com');
    await userEvent.click(screen.getByRole('button', { name: texts.forgot.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.forgot.tooManyAttempts);
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
  });
});

describe('set a new password', () => {
  async function fill(password: string, repeat = password) {
    await userEvent.type(await screen.findByLabelText(texts.reset.password), password);
    await userEvent.type(screen.getByLabelText(texts.reset.repeat), repeat);
    await userEvent.click(screen.getByRole('button', { name: texts.reset.submit }));
  }

  it('saves the new password with the token of the link, then offers the login', async () => {
    api.confirmPasswordReset.mockResolvedValue(undefined);
    renderApp(`/reset-password?token=${TOKEN}`);
    await fill('a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.reset.done);
    expect(api.confirmPasswordReset).toHaveBeenCalledWith({ token: TOKEN, password: 'a-new-password' });
    expect(screen.getByRole('link', { name: texts.reset.login })).toHaveAttribute('href', '/');
  });

  it('refuses two different passwords and a short one without sending', async () => {
    renderApp(`/reset-password?token=${TOKEN}`);
    await fill('a-new-password', 'another-password');
    await waitFor(() => expect(screen.getByLabelText(texts.reset.repeat)).toHaveAccessibleDescription(texts.reset.mismatch));
    await userEvent.clear(screen.getByLabelText(texts.reset.password));
    await userEvent.type(screen.getByLabelText(texts.reset.password), 'short');
    await userEvent.click(screen.getByRole('button', { name: texts.reset.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(texts.reset.password)).toHaveAccessibleDescription(expect.stringContaining('at least 8 characters')),
    );
    expect(api.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it("a used or expired link shows the API's message, a way to a new link, and keeps the form", async () => {
    api.confirmPasswordReset.mockRejectedValue(httpError(400, { error: 'This reset link has expired or was already used.' }));
    renderApp(`/reset-password?token=${TOKEN}`);
    await fill('a-new-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link has expired or was already used.');
    expect(within(alert).getByRole('link', { name: texts.reset.requestNew })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByLabelText(texts.reset.password)).toHaveValue('a-new-password');
  });

  it('a link without a token says it is not valid', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.reset.invalidLink);
    expect(screen.getByRole('link', { name: texts.reset.requestNew })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(texts.reset.password)).not.toBeInTheDocument();
  });
});

describe('confirm the e-mail address', () => {
  it('confirms once on load, says so, and the banner of the logged-in user goes', async () => {
    authStore.signIn('tok', makeUser({ email_confirmed: false }));
    api.confirmEmail.mockResolvedValue(undefined);
    api.getUser.mockResolvedValue(makeUser({ email_confirmed: true }));
    renderApp(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByText(texts.confirm.done)).toBeInTheDocument();
    expect(api.confirmEmail).toHaveBeenCalledTimes(1);
    expect(api.confirmEmail).toHaveBeenCalledWith(TOKEN);
    await waitFor(() => expect(screen.queryByRole('region', { name: texts.banner.label })).not.toBeInTheDocument());
    expect(authStore.getSession().user?.email_confirmed).toBe(true);
    expect(screen.getByRole('link', { name: texts.confirm.toStart })).toHaveAttribute('href', '/home');
  });

  it('a refused link says what to do instead', async () => {
    api.confirmEmail.mockRejectedValue(httpError(400, { error: 'Invalid or expired link' }));
    renderApp(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.confirm.invalidLink);
    expect(screen.getByRole('link', { name: texts.confirm.login })).toHaveAttribute('href', '/');
  });

  it('a network failure offers to try again, which sends the token again', async () => {
    api.confirmEmail.mockRejectedValueOnce(httpError(null)).mockResolvedValueOnce(undefined);
    renderApp(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.confirm.failed);
    await userEvent.click(screen.getByRole('button', { name: texts.confirm.retry }));
    expect(await screen.findByText(texts.confirm.done)).toBeInTheDocument();
    expect(api.confirmEmail).toHaveBeenCalledTimes(2);
  });
});

describe('the confirmation banner', () => {
  it('asks an unconfirmed user to confirm, on every page, and sends the link again', async () => {
    authStore.signIn('tok', makeUser({ email_confirmed: false }));
    api.getUser.mockResolvedValue(makeUser({ email_confirmed: false }));
    api.resendConfirmationEmail.mockResolvedValue(undefined);
    renderApp('/home');
    const banner = await screen.findByRole('region', { name: texts.banner.label });
    expect(banner).toHaveTextContent('mia@example.com');
    await userEvent.click(within(banner).getByRole('button', { name: texts.banner.resend }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(texts.banner.resent);
    expect(api.resendConfirmationEmail).toHaveBeenCalledTimes(1);
  });

  it('a throttled resend says to wait', async () => {
    authStore.signIn('tok', makeUser({ email_confirmed: false }));
    api.getUser.mockResolvedValue(makeUser({ email_confirmed: false }));
    api.resendConfirmationEmail.mockRejectedValue(httpError(429, { error: 'Too many requests' }));
    renderApp('/menu');
    const banner = await screen.findByRole('region', { name: texts.banner.label });
    await userEvent.click(within(banner).getByRole('button', { name: texts.banner.resend }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(texts.banner.tooMany);
  });

  it('is not shown to a confirmed user, nor to anyone logged out', async () => {
    authStore.signIn('tok', makeUser({ email_confirmed: true }));
    const { unmount } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: /Hello/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: texts.banner.label })).not.toBeInTheDocument();
    unmount();
    authStore.signOut();
    renderApp('/');
    expect(screen.queryByRole('region', { name: texts.banner.label })).not.toBeInTheDocument();
  });
});
