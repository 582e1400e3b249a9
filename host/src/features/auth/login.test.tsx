import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@craft/shared';
import { httpError, makeCategory, makeUser } from '../../testing/fixtures';
import { mockedApi } from '../../testing/mock-api';
import { currentLocation, renderApp } from '../../testing/render-app';
import { safeNext } from './lib/safe-next';
import { sellerPaths } from '../../testing/remote-config';

jest.mock('@craft/shared', () => jest.requireActual('../../testing/mock-api').mockedShared());
// Remote pages stay on 'Loading...': these tests only check where the login leads.
jest.mock('../../federation/remotes', () => ({ loadRemotePage: () => new Promise(() => undefined) }));
const api = mockedApi();

async function logIn(email = 'mia@example.com', password = 'secret-password') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  api.getCategories.mockResolvedValue([makeCategory()]);
  api.getUser.mockImplementation(async () => authStore.getSession().user ?? makeUser());
});

describe('the login card on /', () => {
  it('shows the slogan, Forget Password, the role toggle and Register', async () => {
    renderApp('/');
    const card = screen.getByRole('region', { name: 'Login' });
    expect(card).toHaveTextContent('We are looking for builders who want to save money');
    expect(screen.getByRole('link', { name: 'Forget Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('group', { name: 'Already registered in another role' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Login as buyer' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Login as craftman' }));
    expect(screen.getByRole('radio', { name: 'Login as craftman' })).toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getAllByRole('link', { name: 'Register' }).map((link) => link.getAttribute('href'))).toContain('/register');
  });

  it('e-mail and password are required: nothing is sent without them', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    expect(api.login).not.toHaveBeenCalled();
  });

  it('stores token and user and sends a buyer to /home', async () => {
    const user = makeUser();
    api.login.mockResolvedValue({ access_token: 'tok-1', user });
    renderApp('/');
    await logIn();
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(api.login).toHaveBeenCalledWith({ email: 'mia@example.com', password: 'secret-password' });
    expect(localStorage.getItem('access_token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: user.id });
  });

  it('sends a seller to the start page the seller remote declares', async () => {
    api.login.mockResolvedValue({ access_token: 'tok-2', user: makeUser({ role: 'seller' }) });
    renderApp('/');
    await logIn();
    await waitFor(() => expect(currentLocation()).toBe(sellerPaths.dashboard));
  });

  it('goes back to ?next= after login', async () => {
    api.login.mockResolvedValue({ access_token: 'tok-3', user: makeUser() });
    renderApp('/?next=%2Fmenu');
    await logIn();
    await waitFor(() => expect(currentLocation()).toBe('/menu'));
  });

  it("a refused login shows 'Email of password is incorrect! Please try again!' and keeps the e-mail", async () => {
    api.login.mockRejectedValue(httpError(401, { error: 'Invalid credentials' }));
    renderApp('/');
    await logIn('mia@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email of password is incorrect! Please try again!');
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(currentLocation()).toBe('/');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it("a network failure shows 'Login failed. Please try again.' and stays on /", async () => {
    api.login.mockRejectedValue(httpError(null));
    renderApp('/');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    expect(currentLocation()).toBe('/');
  });

  it("a form-schema chunk that cannot load also shows 'Login failed. Please try again.', and nothing is sent", async () => {
    const shared = jest.requireMock<{ schemasForSubmit: () => Promise<unknown> }>('@craft/shared');
    const actual = shared.schemasForSubmit;
    shared.schemasForSubmit = jest.fn().mockResolvedValue(null);
    try {
      renderApp('/');
      await logIn();
      expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
      expect(api.login).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
    } finally {
      shared.schemasForSubmit = actual;
    }
  });

  it('too many attempts (429) says to try again later', async () => {
    api.login.mockRejectedValue(httpError(429, { error: 'Too many requests' }));
    renderApp('/');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('try again later');
  });

  it('a logged-in user sees a welcome instead of the login card', () => {
    authStore.signIn('tok', makeUser({ firstname: 'Mia' }));
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Welcome back, Mia!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('the German login card on /anmelden', () => {
  it("shows 'Passwort vergessen?', 'Sie haben kein Konto?' and Registrieren to /register", () => {
    renderApp('/anmelden');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByText('Sie haben kein Konto?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/register');
  });

  it('logs in for real, like the main card', async () => {
    api.login.mockResolvedValue({ access_token: 'tok-de', user: makeUser() });
    renderApp('/anmelden');
    await userEvent.type(screen.getByLabelText('E-Mail'), 'mia@example.com');
    await userEvent.type(screen.getByLabelText('Passwort'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(localStorage.getItem('access_token')).toBe('tok-de');
  });

  it('shows the same error texts', async () => {
    api.login.mockRejectedValue(httpError(401));
    renderApp('/anmelden');
    await userEvent.type(screen.getByLabelText('E-Mail'), 'mia@example.com');
    await userEvent.type(screen.getByLabelText('Passwort'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email of password is incorrect! Please try again!');
  });
});

describe('safeNext', () => {
  it('accepts only paths of this app', () => {
    expect(safeNext('/some/page?id=3')).toBe('/some/page?id=3');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});
