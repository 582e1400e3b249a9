import { useSyncExternalStore } from 'react';
import { authStore, type Session } from './auth-store';

export interface AuthState extends Session {
  isLoggedIn: boolean;
  isSeller: boolean;
}

// What the server renders: public pages are the same for everyone, so the browser hydrates
// them as a visitor and fills in the signed-in user right after.
const VISITOR: Session = { token: null, user: null };
const visitor = () => VISITOR;

/** The current session, re-rendering on sign-in and sign-out in any app or tab. */
export function useAuth(): AuthState {
  const session = useSyncExternalStore(authStore.subscribe, authStore.getSession, visitor);
  return {
    ...session,
    isLoggedIn: Boolean(session.token),
    isSeller: session.user?.role === 'seller',
  };
}
