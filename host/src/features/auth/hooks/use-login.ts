import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authStore, login, reportError, type LoginRequest } from '@craft/shared';
import { roleHome } from '../../../lib/role-home';
import { loginErrorText } from '../lib/login-error';
import { safeNext } from '../lib/safe-next';

/**
 * Logs in, stores token and user, then goes to `?next=` (when it is a path of this app)
 * or the role's start page; with `stay`, the page stays where it is (the session-ended dialog).
 * Resolves false and sets `error` on failure.
 */
export function useLogin({ stay = false }: { stay?: boolean } = {}) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (credentials: LoginRequest): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      const { access_token, user } = await login(credentials);
      authStore.signIn(access_token, user);
      if (!stay) navigate(safeNext(searchParams.get('next')) ?? roleHome(user.role), { replace: true });
      return true;
    } catch (failure) {
      reportError(failure, { action: 'Logging in', app: 'host' });
      setError(loginErrorText(failure));
      setPending(false);
      return false;
    }
  };

  return { submit, error, pending };
}
