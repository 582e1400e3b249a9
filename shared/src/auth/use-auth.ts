import { useSyncExternalStore } from 'react';
import { authStore, type Session } from './auth-store';

export interface AuthState extends Session {
  isLoggedIn: boolean;
  isSeller: boolean;
}

/** The current session, re-rendering on sign-in and sign-out in any app or tab. */
export function useAuth(): AuthState {
  const session = useSyncExternalStore(authStore.subscribe, authStore.getSession, authStore.getSession);
  return {
    ...session,
    isLoggedIn: Boolean(session.token),
    isSeller: session.user?.role === 'seller',
  };
}
