import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@craft/shared';
import { currentLanguage, setLanguage } from '@craft/shared/i18n';
import { HttpResponse } from 'msw';
import { aBuyer, answer, answerError, answerJson, answerNetworkError, failSchemaChunk, receivedRequests, server } from '@craft/shared/testing';
import { answerAppBasics } from '../../testing/fake-api';
import { currentLocation, renderApp } from '../../testing/render-app';
import { safeNext } from './lib/safe-next';
import { adminPaths, sellerPaths } from '../../testing/remote-config';

// Remote pages stay on 'Loading...': these tests only check where the login leads.
jest.mock('../../federation/remotes', () => ({ loadedRemotePage: () => undefined, loadRemotePage: () => new Promise(() => undefined) }));

/** The logins the fake API received, by body. */
const logins = () => receivedRequests('post', '/users/login').map((request) => request.body);
const answerLogin = (body: object) => server.use(answerJson('post', '/users/login', body));

async function logIn(email = 'mia@example.com', password = 'secret-password') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  answerAppBasics();
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
    expect(logins()).toHaveLength(0);
  });

  it('stores token and user and sends a buyer to /home', async () => {
    const user = aBuyer();
    answerLogin({ access_token: 'tok-1', user });
    renderApp('/');
    await logIn();
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(logins()).toEqual([{ email: 'mia@example.com', password: 'secret-password' }]);
    expect(localStorage.getItem('access_token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: user.id });
  });

  it('sends a seller to the start page the seller remote declares', async () => {
    answerLogin({ access_token: 'tok-2', user: aBuyer({ role: 'seller' }) });
    renderApp('/');
    await logIn();
    await waitFor(() => expect(currentLocation()).toBe(sellerPaths.dashboard));
  });

  it('goes back to ?next= after login', async () => {
    answerLogin({ access_token: 'tok-3', user: aBuyer() });
    renderApp('/?next=%2Fmenu');
    await logIn();
    await waitFor(() => expect(currentLocation()).toBe('/menu'));
  });

  it("a refused login shows 'Email of password is incorrect! Please try again!' and keeps the e-mail", async () => {
    server.use(answerError('post', '/users/login', 401, 'Invalid credentials'));
    renderApp('/');
    await logIn('mia@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email of password is incorrect! Please try again!');
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(currentLocation()).toBe('/');
    expect(localStorage.getItem('access_token')).toBeNull();
    // A language switch re-words the refusal on show.
    await act(() => setLanguage('de'));
    expect(screen.getByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('a network failure says the marketplace is unreachable, never a wrong password, and stays on /', async () => {
    server.use(answerNetworkError('post', '/users/login'));
    renderApp('/');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace is not reachable right now.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('incorrect');
    expect(currentLocation()).toBe('/');
    await act(() => setLanguage('de'));
    expect(screen.getByRole('alert')).toHaveTextContent('Der Marktplatz ist gerade nicht erreichbar.');
  });

  it.each([500, 502, 503, 504])('a server failure (%i) says the marketplace is unreachable, not a wrong password', async (status) => {
    server.use(answerError('post', '/users/login', status));
    renderApp('/');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace is not reachable right now.');
  });

  it("a form-schema chunk that cannot load also shows 'Login failed. Please try again.', and nothing is sent", async () => {
    const chunk = failSchemaChunk();
    try {
      renderApp('/');
      await logIn();
      expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
      expect(logins()).toHaveLength(0);
      expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
    } finally {
      chunk.restore();
    }
  });

  it('too many attempts (429) says to try again later', async () => {
    server.use(answerError('post', '/users/login', 429, 'Too many requests'));
    renderApp('/');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('try again later');
  });

  it('a logged-in user sees a welcome instead of the login card', () => {
    authStore.signIn('tok', aBuyer({ firstname: 'Mia' }));
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Welcome back, Mia!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('an operator signs in with the code of the authenticator app', () => {
  const operator = { id: 90, firstname: 'Olga', lastname: 'Op', email: 'olga@example.com', role: 'operator' };
  /** The API as for an operator: the password alone answers auth.totp_required; '123456' is the right code. */
  const answerOperatorLogin = () =>
    server.use(
      answer('post', '/users/login', ({ body }) => {
        const totp = (body as { totp?: string }).totp;
        if (!totp) return HttpResponse.json({ error: 'Enter the code of your authenticator app', code: 'auth.totp_required' }, { status: 401 });
        if (totp !== '123456') return HttpResponse.json({ error: 'The authenticator code is wrong or expired', code: 'auth.totp_invalid' }, { status: 401 });
        return HttpResponse.json({ access_token: 'tok-op', user: operator });
      }),
    );

  it('asks for the six digits after the password, sends them with the credentials and opens the console', async () => {
    answerOperatorLogin();
    renderApp('/');
    await logIn('olga@example.com', 'moderate calmly');
    const code = await screen.findByLabelText('Code from your authenticator app');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentLocation()).toBe(adminPaths.home));
    expect(logins()).toEqual([
      { email: 'olga@example.com', password: 'moderate calmly' },
      { email: 'olga@example.com', password: 'moderate calmly', totp: '123456' },
    ]);
    expect(localStorage.getItem('access_token')).toBe('tok-op');
  });

  it('a wrong code is said in an alert; the next code is sent with the same credentials', async () => {
    answerOperatorLogin();
    renderApp('/');
    await logIn('olga@example.com', 'moderate calmly');
    await userEvent.type(await screen.findByLabelText('Code from your authenticator app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is wrong or has expired.');
    expect(screen.getByLabelText('Code from your authenticator app')).toHaveValue('');
    expect(currentLocation()).toBe('/');
    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentLocation()).toBe(adminPaths.home));
    expect(logins().at(-1)).toEqual({ email: 'olga@example.com', password: 'moderate calmly', totp: '123456' });
  });

  it('anything but six digits is not sent', async () => {
    answerOperatorLogin();
    renderApp('/');
    await logIn('olga@example.com', 'moderate calmly');
    const code = await screen.findByLabelText('Code from your authenticator app');
    await userEvent.type(code, '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter the 6 digits the app shows.'));
    expect(logins()).toHaveLength(1);
  });

  it('in German', async () => {
    answerOperatorLogin();
    await act(() => setLanguage('de'));
    try {
      renderApp('/');
      await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'olga@example.com');
      await userEvent.type(screen.getByLabelText('Passwort'), 'moderate calmly');
      await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
      expect(await screen.findByLabelText('Code aus deiner Authenticator-App')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe("'/anmelden': the login in German", () => {
  it('switches the page to German and shows the same login card, in German', async () => {
    renderApp('/anmelden');
    const card = await screen.findByRole('region', { name: 'Anmelden' });
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(within(card).getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/forgot-password');
    expect(within(card).getByText('Sie haben noch kein Konto?')).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'Als Kunde anmelden' })).toBeChecked();
    expect(within(card).getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/register');
    // The landing page beside it too: it is the page of '/'.
    expect(screen.getByPlaceholderText('Leistungen suchen …')).toBeInTheDocument();
    expect(currentLocation()).toBe('/anmelden');
  });

  it('logs in for real, like the card on /', async () => {
    answerLogin({ access_token: 'tok-de', user: aBuyer({ locale: 'de' }) });
    renderApp('/anmelden');
    await userEvent.type(await screen.findByLabelText('E-Mail-Adresse'), 'mia@example.com');
    await userEvent.type(screen.getByLabelText('Passwort'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(localStorage.getItem('access_token')).toBe('tok-de');
    expect(await screen.findByRole('heading', { name: 'Hallo, Mia!' })).toBeInTheDocument();
  });

  it('says a refused login in German', async () => {
    server.use(answerError('post', '/users/login', 401));
    renderApp('/anmelden');
    await userEvent.type(await screen.findByLabelText('E-Mail-Adresse'), 'mia@example.com');
    await userEvent.type(screen.getByLabelText('Passwort'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch. Bitte versuchen Sie es erneut.');
  });

  it('switching back to English shows the spec texts on the same screen', async () => {
    renderApp('/anmelden');
    const navbar = await screen.findByRole('navigation', { name: 'Hauptmenü' });
    await userEvent.click(within(navbar).getByRole('button', { name: 'English' }));
    const card = await screen.findByRole('region', { name: 'Login' });
    expect(within(card).getByText('We are looking for builders who want to save money')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Forget Password' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('en');
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
