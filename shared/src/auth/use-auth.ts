import { useSyncExternalStore } from 'react';
import type { AccountRole } from '../api/types';
import { authStore, type Session } from './auth-store';

export interface AuthState extends Session {
  isLoggedIn: boolean;
  isSeller: boolean;
  /** The signed-in user's role, operators included (null signed out). */
  role: AccountRole | null;
}

/**
 * The role a stored user has. The session keeps the login's user as it came: an operator's has
 * role 'operator', which the marketplace's user type (buyer or seller) does not name.
 */
export function accountRole(user: { role: string } | null | undefined): AccountRole | null {
  const role = user?.role;
  return role === 'buyer' || role === 'seller' || role === 'operator' ? role : null;
}

// What the server renders: public pages are the same for everyone, so the browser hydrates
// them as a visitor and fills in the signed-in user right after.
const VISITOR: Session = { token: null, user: null };
const visitor = () => VISITOR;

/**
 * The store's session, a signed-out one as the very object the server rendered with: React compares
 * the two by identity once the page is hydrated, and an equal but other object would re-render every
 * component that asks for the session (the whole layout) in one blocking task.
 */
const currentSession = (): Session => {
  const session = authStore.getSession();
  return session.token === null && session.user === null ? VISITOR : session;
};

/** The current session, re-rendering on sign-in and sign-out in any app or tab. */
export function useAuth(): AuthState {
  const session = useSyncExternalStore(authStore.subscribe, currentSession, visitor);
  return {
    ...session,
    isLoggedIn: Boolean(session.token),
    isSeller: session.user?.role === 'seller',
    role: accountRole(session.user),
  };
}
