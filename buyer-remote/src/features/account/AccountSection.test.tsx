import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@craft/shared';
import { buyerTexts } from '@craft/shared/texts/buyer';
import { aBuyer, httpError, logInBuyer } from '../../testing/data';
import { renderPage } from '../../testing/render';
import { AccountSection } from './components/AccountSection';

jest.mock('@craft/shared', () => ({
  ...jest.requireActual('@craft/shared'),
  changePassword: jest.fn(),
  changeEmail: jest.fn(),
  signOutEverywhere: jest.fn(),
  downloadAccountExport: jest.fn(),
  deleteAccount: jest.fn(),
  login: jest.fn(),
  saveBlob: jest.fn(),
}));

const api = jest.mocked(shared);
const texts = buyerTexts.account;

/** As the host mounts /profile: behind a login guard that sends a visitor to the login and back. */
function Guard({ children }: { children: ReactNode }) {
  const { isLoggedIn } = shared.useAuth();
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

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  logInBuyer();
});

describe('change password', () => {
  const fill = async (current: string, next: string) => {
    const section = part(texts.passwordTitle);
    await userEvent.type(within(section).getByLabelText(texts.currentPassword), current);
    await userEvent.type(within(section).getByLabelText(texts.newPassword), next);
    await userEvent.click(within(section).getByRole('button', { name: texts.changePassword }));
  };

  it('sends current and new password for the own account, says so and empties the fields', async () => {
    api.changePassword.mockResolvedValue(undefined);
    api.login.mockResolvedValue({ access_token: 'token-after-change', user: aBuyer() });
    show();
    await fill('old-password', 'a-new-password');
    expect(await within(part(texts.passwordTitle)).findByRole('alert')).toHaveTextContent(texts.passwordChanged);
    expect(api.changePassword).toHaveBeenCalledWith(5, { current_password: 'old-password', new_password: 'a-new-password' });
    expect(screen.getByLabelText(texts.currentPassword)).toHaveValue('');
    // The change revoked this page's token too: it logs in again with the new password.
    expect(api.login).toHaveBeenCalledWith({ email: 'mia@example.com', password: 'a-new-password' });
    expect(shared.authStore.getSession().token).toBe('token-after-change');
  });

  it('a short new password is refused before anything is sent', async () => {
    show();
    await fill('old-password', 'short');
    await waitFor(() => expect(screen.getByLabelText(texts.newPassword)).toHaveAccessibleDescription(/at least 8 characters/));
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('a wrong current password (403) says so and keeps what was typed', async () => {
    api.changePassword.mockRejectedValue(httpError(403, { error: 'Forbidden' }));
    show();
    await fill('wrong-password', 'a-new-password');
    expect(await within(part(texts.passwordTitle)).findByRole('alert')).toHaveTextContent(texts.wrongPassword);
    expect(screen.getByLabelText(texts.newPassword)).toHaveValue('a-new-password');
  });
});

describe('change e-mail', () => {
  it('says a link went to the new address and that the login address changes only after confirming', async () => {
    api.changeEmail.mockResolvedValue(undefined);
    show();
    const section = part(texts.emailTitle);
    expect(section).toHaveTextContent('You log in with mia@example.com.');
    await userEvent.type(within(section).getByLabelText(texts.newEmail), 'mia.new@example.com');
    await userEvent.type(within(section).getByLabelText(texts.password), 'my-password');
    await userEvent.click(within(section).getByRole('button', { name: texts.changeEmail }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('We have sent a confirmation link to mia.new@example.com');
    expect(alert).toHaveTextContent('changes only after you open that link');
    expect(api.changeEmail).toHaveBeenCalledWith(5, { email: 'mia.new@example.com', password: 'my-password' });
    expect(shared.authStore.getSession().user?.pending_email).toBe('mia.new@example.com');
  });

  it('shows an address waiting for confirmation', () => {
    logInBuyer(aBuyer({ pending_email: 'mia.next@example.com' }));
    show();
    expect(part(texts.emailTitle)).toHaveTextContent(texts.pendingEmail('mia.next@example.com'));
  });

  it("an address the API refuses shows the API's message", async () => {
    api.changeEmail.mockRejectedValue(httpError(400, { error: 'Please enter a valid e-mail address.' }));
    show();
    const section = part(texts.emailTitle);
    await userEvent.type(within(section).getByLabelText(texts.newEmail), 'mia.new@example.com');
    await userEvent.type(within(section).getByLabelText(texts.password), 'my-password');
    await userEvent.click(within(section).getByRole('button', { name: texts.changeEmail }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(within(section).getByLabelText(texts.newEmail)).toHaveValue('mia.new@example.com');
  });
});

describe('sign out everywhere', () => {
  it('ends the session here too and goes to the login screen', async () => {
    api.signOutEverywhere.mockResolvedValue(undefined);
    show();
    await userEvent.click(screen.getByRole('button', { name: texts.signOutEverywhere }));
    await waitFor(() => expect(shared.authStore.getSession().token).toBeNull());
    // The login screen itself, not the guard's way back to this page.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.signOutEverywhere).toHaveBeenCalledWith(5);
  });

  it('a failure keeps the session and says so', async () => {
    api.signOutEverywhere.mockRejectedValue(httpError(500, {}));
    show();
    await userEvent.click(screen.getByRole('button', { name: texts.signOutEverywhere }));
    expect(await within(part(texts.sessionsTitle)).findByRole('alert')).toHaveTextContent(texts.failed);
    expect(shared.authStore.getSession().token).toBe('test-token');
  });
});

describe('download my data', () => {
  it('saves the export as a file', async () => {
    const blob = new Blob(['{}'], { type: 'application/json' });
    api.downloadAccountExport.mockResolvedValue(blob);
    show();
    await userEvent.click(screen.getByRole('button', { name: texts.download }));
    await waitFor(() => expect(api.saveBlob).toHaveBeenCalledWith(blob, texts.downloadName));
    expect(api.downloadAccountExport).toHaveBeenCalledWith(5);
  });

  it('a failed download says so', async () => {
    api.downloadAccountExport.mockRejectedValue(httpError(500, {}));
    show();
    await userEvent.click(screen.getByRole('button', { name: texts.download }));
    expect(await within(part(texts.dataTitle)).findByRole('alert')).toHaveTextContent(texts.failed);
    expect(api.saveBlob).not.toHaveBeenCalled();
  });
});

describe('delete my account', () => {
  const open = async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: texts.delete }));
    return screen.getByRole('dialog', { name: texts.deleteDialogTitle });
  };

  it('the dialog says what happens to orders and reviews and needs the password', async () => {
    const dialog = await open();
    expect(dialog).toHaveTextContent('“Former customer” or “Former craftsman”');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.confirmDelete }));
    await waitFor(() => expect(within(dialog).getByLabelText(texts.deletePassword)).toHaveAccessibleDescription('This field is required.'));
    expect(api.deleteAccount).not.toHaveBeenCalled();
  });

  it('Cancel closes it and deletes nothing', async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.delete })).toHaveFocus();
  });

  it('a wrong password keeps the dialog open and says so', async () => {
    api.deleteAccount.mockRejectedValue(httpError(403, { error: 'Forbidden' }));
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText(texts.deletePassword), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.confirmDelete }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.wrongPassword);
    expect(shared.authStore.getSession().token).toBe('test-token');
  });

  it('deletes with the password once, logs out and goes to the landing page', async () => {
    let answer: () => void = () => undefined;
    api.deleteAccount.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText(texts.deletePassword), 'my-password');
    const submit = within(dialog).getByRole('button', { name: texts.confirmDelete });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await waitFor(() => expect(api.deleteAccount).toHaveBeenCalledTimes(1));
    expect(api.deleteAccount).toHaveBeenCalledWith(5, { password: 'my-password' });
    answer();
    await waitFor(() => expect(shared.authStore.getSession().token).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
