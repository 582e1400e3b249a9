import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, setErrorReporter } from '@craft/shared';
import { currentConsent } from '@craft/shared/legal';
import { aBuyer, answerError, answerJson, answerNetworkError, holdSchemas, receivedRequests, server } from '@craft/shared/testing';
import { answerAppBasics } from '../../testing/fake-api';
import { currentLocation, renderApp } from '../../testing/render-app';
import { sellerPaths } from '../../testing/remote-config';

/** What the fake API received: the accounts to create, and the logins. */
const registrations = () => receivedRequests('post', '/users').map((request) => request.body);
const logins = () => receivedRequests('post', '/users/login').map((request) => request.body);

const FORM = {
  'First Name': 'Mia',
  'Last Name': 'Wagner',
  City: 'Berlin',
  'Post Number': '10115',
  Street: 'Hauptstr. 1',
  Phone: '0301234567',
  Email: 'mia@example.com',
  Password: 'secret-password',
};

async function fillForm(values: Partial<typeof FORM> = FORM) {
  for (const [label, value] of Object.entries(values)) if (value) await userEvent.type(screen.getByLabelText(label), value);
  // The consent to the terms and the privacy notice, required to register.
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

/** The register form is its own chunk (react-hook-form stays off the landing page): wait for it. */
async function openRegister() {
  renderApp('/register');
  await screen.findByRole('button', { name: 'Register' });
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.signOut();
  answerAppBasics();
  server.use(answerJson('post', '/users', { id: 5 }, { status: 201 }));
});

describe('/register', () => {
  it('has every field of the spec, the role toggle and Login back to /', async () => {
    await openRegister();
    for (const label of Object.keys(FORM)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Register as buyer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Register as craftman' })).not.toBeChecked();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
  });

  it('requires every field but City', async () => {
    await openRegister();
    await submit();
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true'));
    for (const label of ['First Name', 'Last Name', 'Post Number', 'Street', 'Phone', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    expect(registrations()).toHaveLength(0);
  });

  it('creates a buyer, logs in with the same credentials and shows the success screen leading to /home', async () => {
    server.use(answerJson('post', '/users/login', { access_token: 'tok', user: aBuyer() }));
    await openRegister();
    await fillForm();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Registration successful!' })).toBeInTheDocument();
    expect(registrations()).toEqual([
      {
        created_by: 1,
        updated_by: 1,
        firstname: 'Mia',
        lastname: 'Wagner',
        city: 'Berlin',
        post_number: '10115',
        street: 'Hauptstr. 1',
        phone: '0301234567',
        email: 'mia@example.com',
        password: 'secret-password',
        role: 'buyer',
        ...currentConsent(),
        // The page's language becomes the account's.
        locale: 'en',
      },
    ]);
    expect(logins()).toEqual([{ email: 'mia@example.com', password: 'secret-password' }]);
    expect(localStorage.getItem('access_token')).toBe('tok');
    await userEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(currentLocation()).toBe('/home');
  });

  it("'Register as craftman' sets the role, and Get Started leads to the craftsman dashboard", async () => {
    server.use(answerJson('post', '/users/login', { access_token: 'tok', user: aBuyer({ role: 'seller' }) }));
    await openRegister();
    await userEvent.click(screen.getByRole('radio', { name: 'Register as craftman' }));
    await fillForm();
    await submit();
    await screen.findByRole('heading', { name: 'Registration successful!' });
    expect(registrations()).toEqual([expect.objectContaining({ role: 'seller' })]);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', sellerPaths.dashboard);
  });

  it('asks a craftsman, and only a craftsman, for an optional company name', async () => {
    server.use(answerJson('post', '/users/login', { access_token: 'tok', user: aBuyer({ role: 'seller' }) }));
    await openRegister();
    expect(screen.queryByLabelText('Company name', { exact: false })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Register as craftman' }));
    await userEvent.type(screen.getByLabelText('Company name', { exact: false }), 'Keller Fliesen');
    await fillForm();
    await submit();
    await screen.findByRole('heading', { name: 'Registration successful!' });
    expect(registrations()).toEqual([expect.objectContaining({ role: 'seller', company_name: 'Keller Fliesen' })]);
  });

  it('an e-mail already registered is said in the page and the form keeps its values', async () => {
    server.use(answerError('post', '/users', 409, 'An account with this email already exists'));
    await openRegister();
    await fillForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is already registered. Please log in instead.');
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
    expect(screen.getByLabelText('City')).toHaveValue('Berlin');
    expect(logins()).toHaveLength(0);
    expect(currentLocation()).toBe('/register');
  });

  it('a network failure stays on /register with a message', async () => {
    server.use(answerNetworkError('post', '/users'));
    await openRegister();
    await fillForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace is not reachable right now.');
    expect(currentLocation()).toBe('/register');
  });

  it('when the automatic login fails the account exists and the user is told to log in', async () => {
    server.use(answerError('post', '/users/login', 500));
    await openRegister();
    await fillForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account was created, but logging in failed.');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('a double click on Register creates one account: the button locks on the first click', async () => {
    server.use(answerJson('post', '/users/login', { access_token: 'tok', user: aBuyer() }));
    // The schemas arrive late (a slow network): both clicks come before them.
    const schemas = holdSchemas();
    try {
      await openRegister();
      await fillForm();
      const button = screen.getByRole('button', { name: 'Register' });
      await userEvent.dblClick(button);
      schemas.release();
      await screen.findByRole('heading', { name: 'Registration successful!' });
      expect(registrations()).toHaveLength(1);
    } finally {
      schemas.restore();
    }
  });

  it('a 3,000-character first name is refused with its limit, not as missing', async () => {
    await openRegister();
    await fillForm({ ...FORM, 'First Name': '' });
    await userEvent.click(screen.getByLabelText('First Name'));
    await userEvent.paste('M'.repeat(3000));
    await submit();
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First Name can be at most 100 characters.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(registrations()).toHaveLength(0);
  });

  it('e-mail and password say what is wrong with them in words', async () => {
    await openRegister();
    await fillForm({ ...FORM, Email: 'mia-at-example', Password: 'short' });
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address.'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/The password needs at least 8 characters\./);
  });

  it('an old error never stays: fixing a field replaces its message', async () => {
    await openRegister();
    await submit();
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('This field is required.'));
    await userEvent.click(screen.getByLabelText('First Name'));
    await userEvent.paste('M'.repeat(101));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First Name can be at most 100 characters.'));
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Mia');
    await waitFor(() => expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid'));
  });

  it('a failed registration is reported through reportError and the form keeps what was typed', async () => {
    const reported = jest.fn();
    const previous = setErrorReporter(reported);
    try {
      server.use(answerError('post', '/users', 500));
      await openRegister();
      await fillForm();
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace is not reachable right now.');
      expect(reported).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ action: 'Registering', app: 'host' }));
      expect(screen.getByLabelText('First Name')).toHaveValue('Mia');
    } finally {
      setErrorReporter(previous);
    }
  });
});
