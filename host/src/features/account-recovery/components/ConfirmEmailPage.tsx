import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Alert,
  authStore,
  Button,
  ButtonLink,
  confirmEmail,
  getUser,
  hostPaths,
  reportError,
  useAuth,
} from '@craft/shared';
import { hostAccountTexts } from '@craft/shared/texts/host-account';
import { roleHome } from '../../../lib/role-home';
import { isRefusedLink } from '../lib/request-error';
import { AccountCard } from './AccountCard';

const texts = hostAccountTexts.confirm;

type State = 'pending' | 'done' | 'invalid-link' | 'failed';

/** After a confirmation, the stored user says so at once (the banner goes); then the API's copy (a changed address). */
function markConfirmed(): void {
  const user = authStore.getSession().user;
  if (!user) return;
  authStore.updateUser({ ...user, email_confirmed: true });
  getUser(user.id).then(
    (fresh) => {
      const current = authStore.getSession().user;
      if (current && current.id === fresh.id) authStore.updateUser({ ...current, ...fresh });
    },
    (error: unknown) => reportError(error, { action: 'Refreshing the user after confirming', app: 'host' }),
  );
}

/** /confirm-email?token=: follows the e-mailed link on load and says whether it worked. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { isLoggedIn, user } = useAuth();
  const [state, setState] = useState<State>(token ? 'pending' : 'invalid-link');
  const [attempt, setAttempt] = useState(0);
  // A token is single-use: StrictMode's second effect run must not send it again.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const key = `${token}#${attempt}`;
    if (!token || sent.current === key) return;
    sent.current = key;
    setState('pending');
    confirmEmail(token).then(
      () => {
        markConfirmed();
        setState('done');
      },
      (error: unknown) => {
        reportError(error, { action: 'Confirming the e-mail address', app: 'host' });
        setState(isRefusedLink(error) ? 'invalid-link' : 'failed');
      },
    );
  }, [token, attempt]);

  const next = isLoggedIn && user ? { to: roleHome(user.role), label: texts.toStart } : { to: hostPaths.root, label: texts.login };

  return (
    <AccountCard title={texts.title}>
      {state === 'pending' && <p role="status">{texts.pending}</p>}
      {state === 'done' && (
        <>
          <Alert tone="success">{texts.done}</Alert>
          <ButtonLink to={next.to} fullWidth>
            {next.label}
          </ButtonLink>
        </>
      )}
      {state === 'invalid-link' && (
        <>
          <Alert tone="error">{texts.invalidLink}</Alert>
          <Link to={next.to}>{next.label}</Link>
        </>
      )}
      {state === 'failed' && (
        <>
          <Alert tone="error">{texts.failed}</Alert>
          <Button onClick={() => setAttempt((count) => count + 1)}>{texts.retry}</Button>
        </>
      )}
    </AccountCard>
  );
}
