import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, useAuth } from '@craft/shared';
import { buyerSection } from '../../texts';
import { answerEmpty, answerError, answerFile, answerJson, answerLater, receivedRequests, server } from '@craft/shared/testing';
import { aBuyer, logInBuyer } from '../../testing/data';
import { renderPage } from '../../testing/render';
import { AccountSection } from './components/AccountSection';

const UNREACHABLE = 'The marketplace is not reachable right now. Please try again in a moment.';

const t = buyerSection('account');

/** As the host mounts /profile: behind a login guard that sends a visitor to the login and back. */
function Guard({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth();
  return isLoggedIn ? <>{children}</> : <Navigate to="/?next=%2Fprofile" replace />;
}

const show = () =>
  renderPage(
    <Guard>
      <AccountSection />
    </Guard>,
    { route: '/profile', path: '/profile' },
  );
const part = (name: string) => screen.getByRole('region', { name });
/** The bodies of the requests the fake API received at `path` with `method`. */
const sent = (method: 'post' | 'put' | 'delete', path: string) => receivedRequests(method, path).map((request) => request.body);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  logInBuyer();
  server.use(answerJson('get', '/users/me/mail-preferences', { orders: true, offers: true, reviews: true, quotation_requests: true, messages: true }));
});

describe('change password', () => {
  const fill = async (current: string, next: string) => {
    const section = part(t('passwordTitle'));
    await userEvent.type(within(section).getByLabelText(t('currentPassword')), current);
    await userEvent.type(within(section).getByLabelText(t('newPassword')), next);
    await userEvent.click(within(section).getByRole('button', { name: t('changePassword') }));
  };

  it('sends current and new password for the own account, says so and empties the fields', async () => {
    server.use(
      answerEmpty('put', '/users/5/password'),
      answerJson('post', '/users/login', { access_token: 'token-after-change', user: aBuyer() }),
    );
    show();
    await fill('old-password', 'a-new-password');
    expect(await within(part(t('passwordTitle'))).findByRole('alert')).toHaveTextContent(t('passwordChanged'));
    expect(sent('put', '/users/5/password')).toEqual([{ current_password: 'old-password', new_password: 'a-new-password' }]);
    expect(screen.getByLabelText(t('currentPassword'))).toHaveValue('');
    // The change revoked this page's token too: it logs in again with the new password.
    expect(sent('post', '/users/login')).toEqual([{ email: 'mia@example.com', password: 'a-new-password' }]);
    expect(authStore.getSession().token).toBe('token-after-change');
  });

  it('a short new password is refused before anything is sent', async () => {
    show();
    await fill('old-password', 'short');
    await waitFor(() => expect(screen.getByLabelText(t('newPassword'))).toHaveAccessibleDescription(/at least 8 characters/));
    expect(receivedRequests('put')).toHaveLength(0);
  });

  it('a wrong current password (403) says so and keeps what was typed', async () => {
    server.use(answerError('put', '/users/5/password', 403, 'Forbidden'));
    show();
    await fill('wrong-password', 'a-new-password');
    expect(await within(part(t('passwordTitle'))).findByRole('alert')).toHaveTextContent(t('wrongPassword'));
    expect(screen.getByLabelText(t('newPassword'))).toHaveValue('a-new-password');
  });
});

describe('change e-mail', () => {
  it('says a link went to the new address and that the login address changes only after confirming', async () => {
    server.use(answerEmpty('put', '/users/5/email'));
    show();
    const section = part(t('emailTitle'));
    expect(section).toHaveTextContent('You log in with mia@example.com.');
    await userEvent.type(within(section).getByLabelText(t('newEmail')), 'mia.new@example.com');
    await userEvent.type(within(section).getByLabelText(t('password')), 'my-password');
    await userEvent.click(within(section).getByRole('button', { name: t('changeEmail') }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('We have sent a confirmation link to mia.new@example.com');
    expect(alert).toHaveTextContent('changes only after you open that link');
    expect(sent('put', '/users/5/email')).toEqual([{ email: 'mia.new@example.com', password: 'my-password' }]);
    expect(authStore.getSession().user?.pending_email).toBe('mia.new@example.com');
  });

  it('shows an address waiting for confirmation', () => {
    logInBuyer(aBuyer({ pending_email: 'mia.next@example.com' }));
    show();
    expect(part(t('emailTitle'))).toHaveTextContent(t('pendingEmail', { email: 'mia.next@example.com' }));
  });

  it("an address the API refuses shows the API's message", async () => {
    server.use(answerError('put', '/users/5/email', 400, 'Please enter a valid e-mail address.'));
    show();
    const section = part(t('emailTitle'));
    await userEvent.type(within(section).getByLabelText(t('newEmail')), 'mia.new@example.com');
    await userEvent.type(within(section).getByLabelText(t('password')), 'my-password');
    await userEvent.click(within(section).getByRole('button', { name: t('changeEmail') }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(within(section).getByLabelText(t('newEmail'))).toHaveValue('mia.new@example.com');
  });
});

describe('sign out everywhere', () => {
  it('ends the session here too and goes to the login screen', async () => {
    server.use(answerEmpty('post', '/users/5/sign-out-everywhere'));
    show();
    await userEvent.click(screen.getByRole('button', { name: t('signOutEverywhere') }));
    await waitFor(() => expect(authStore.getSession().token).toBeNull());
    // The login screen itself, not the guard's way back to this page.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(receivedRequests('post', '/users/5/sign-out-everywhere')).toHaveLength(1);
  });

  it('a failure keeps the session and says so', async () => {
    server.use(answerJson('post', '/users/5/sign-out-everywhere', {}, { status: 500 }));
    show();
    await userEvent.click(screen.getByRole('button', { name: t('signOutEverywhere') }));
    // A 5xx is the marketplace failing, not the request: said as such.
    expect(await within(part(t('sessionsTitle'))).findByRole('alert')).toHaveTextContent(UNREACHABLE);
    expect(authStore.getSession().token).toBe('test-token');
  });
});

describe('download my data', () => {
  // The browser's side of saving a file: a blob URL and a click on a download link.
  let createObjectURL: jest.Mock<string, [Blob]>;
  let click: jest.SpyInstance<void, []>;
  beforeEach(() => {
    createObjectURL = jest.fn((_blob: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => click.mockRestore());

  it('saves the export as a file', async () => {
    server.use(answerFile('get', '/users/5/export', '{}', 'application/json'));
    show();
    await userEvent.click(screen.getByRole('button', { name: t('download') }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`${t('downloadName')}.json`);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('{}');
    expect(receivedRequests('get', '/users/5/export')).toHaveLength(1);
  });

  it('a failed download says so', async () => {
    server.use(answerJson('get', '/users/5/export', {}, { status: 500 }));
    show();
    await userEvent.click(screen.getByRole('button', { name: t('download') }));
    expect(await within(part(t('dataTitle'))).findByRole('alert')).toHaveTextContent(UNREACHABLE);
    expect(click).not.toHaveBeenCalled();
  });
});

describe('delete my account', () => {
  const open = async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: t('delete') }));
    return screen.getByRole('dialog', { name: t('deleteDialogTitle') });
  };

  it('the dialog says what happens to orders and reviews and needs the password', async () => {
    const dialog = await open();
    expect(dialog).toHaveTextContent('“Former customer” or “Former craftsman”');
    await userEvent.click(within(dialog).getByRole('button', { name: t('confirmDelete') }));
    await waitFor(() => expect(within(dialog).getByLabelText(t('deletePassword'))).toHaveAccessibleDescription('This field is required.'));
    expect(receivedRequests('delete')).toHaveLength(0);
  });

  it('Cancel closes it and deletes nothing', async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: t('cancel') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('delete') })).toHaveFocus();
  });

  it('a wrong password keeps the dialog open and says so', async () => {
    server.use(answerError('delete', '/users/5', 403, 'Forbidden'));
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText(t('deletePassword')), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: t('confirmDelete') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('wrongPassword'));
    expect(authStore.getSession().token).toBe('test-token');
  });

  it('deletes with the password once, logs out and goes to the landing page', async () => {
    const deletion = answerLater('delete', '/users/5', null);
    server.use(deletion.handler);
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText(t('deletePassword')), 'my-password');
    const submit = within(dialog).getByRole('button', { name: t('confirmDelete') });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await waitFor(() => expect(receivedRequests('delete', '/users/5')).toHaveLength(1));
    expect(sent('delete', '/users/5')).toEqual([{ password: 'my-password' }]);
    deletion.release();
    await waitFor(() => expect(authStore.getSession().token).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
