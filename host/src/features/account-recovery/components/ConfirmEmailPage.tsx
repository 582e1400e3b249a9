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
import { useSingleUseLink } from '@craft/shared/single-use-link';
import { roleHome } from '../../../lib/role-home';
import { isRefusedLink } from '../lib/request-error';
import { useAccountTexts } from '../texts';
import { AccountCard } from './AccountCard';

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
  const t = useAccountTexts('confirm');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { isLoggedIn, user } = useAuth();
  const { outcome, retry } = useSingleUseLink(token, (sent) => confirmEmail(sent).then(markConfirmed), { action: 'Confirming the e-mail address', app: 'host' });
  const state =
    outcome.status === 'no-token' || (outcome.status === 'error' && isRefusedLink(outcome.error))
      ? 'invalid-link'
      : outcome.status === 'error'
        ? 'failed'
        : outcome.status;

  const next = isLoggedIn && user ? { to: roleHome(user.role), label: t('toStart') } : { to: hostPaths.root, label: t('login') };

  return (
    <AccountCard title={t('title')}>
      {state === 'pending' && <p role="status">{t('pending')}</p>}
      {state === 'done' && (
        <>
          <Alert tone="success">{t('done')}</Alert>
          <ButtonLink to={next.to} fullWidth>
            {next.label}
          </ButtonLink>
        </>
      )}
      {state === 'invalid-link' && (
        <>
          <Alert tone="error">{t('invalidLink')}</Alert>
          <Link to={next.to}>{next.label}</Link>
        </>
      )}
      {state === 'failed' && (
        <>
          <Alert tone="error">{t('failed')}</Alert>
          <Button onClick={retry}>{t('retry')}</Button>
        </>
      )}
    </AccountCard>
  );
}
