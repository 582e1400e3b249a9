import { useState } from 'react';
import { useLanguage } from '@craft/shared/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { accountRole, apiErrorCode, authStore, login, reportError, type LoginRequest } from '@craft/shared';
import { roleHome } from '../../../lib/role-home';
import { loginErrorText } from '../lib/login-error';
import { safeNext } from '../lib/safe-next';

/**
 * Logs in, stores token and user, then goes to `?next=` (when it is a path of this app)
 * or the role's start page; with `stay`, the page stays where it is (the session-ended dialog).
 * Resolves false and sets `error` on failure, worded in the page's language at each render (a
 * language switch re-words a refusal on show). An operator's password alone answers
 * auth.totp_required: `codeFor` then holds the credentials, to send again with the authenticator's code.
 */
export function useLogin({ stay = false }: { stay?: boolean } = {}) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  useLanguage();
  const [failure, setFailure] = useState<{ cause: unknown } | null>(null);
  const [pending, setPending] = useState(false);
  const [codeFor, setCodeFor] = useState<LoginRequest | null>(null);

  const submit = async (credentials: LoginRequest): Promise<boolean> => {
    setPending(true);
    setFailure(null);
    try {
      const { access_token, user } = await login(credentials);
      authStore.signIn(access_token, user);
      if (!stay) navigate(safeNext(searchParams.get('next')) ?? roleHome(accountRole(user)), { replace: true });
      return true;
    } catch (cause) {
      if (apiErrorCode(cause) === 'auth.totp_required') {
        setCodeFor(credentials);
        setPending(false);
        return false;
      }
      reportError(cause, { action: 'Logging in', app: 'host' });
      setFailure({ cause });
      setPending(false);
      return false;
    }
  };

  return { submit, error: failure ? loginErrorText(failure.cause) : null, cause: failure?.cause, pending, codeFor, cancelCode: () => setCodeFor(null) };
}
