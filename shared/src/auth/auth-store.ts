import type { PrivateUser } from '../api/types';

/**
 * The session as the spec keeps it: `access_token` and `user` (JSON with id) in localStorage.
 * Logged in means a token exists. One instance per page: the shared package is a federation
 * singleton, so host and remotes all see the same store.
 */
export const TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';

export interface Session {
  token: string | null;
  user: PrivateUser | null;
}

type Listener = () => void;

function readUser(): PrivateUser | null {
  const raw = safeStorage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed) return parsed as PrivateUser;
  } catch {
    // A corrupt entry is treated as no user rather than crashing the page.
  }
  return null;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked: the session lives for this page only.
    return null;
  }
}

function readSession(): Session {
  return { token: safeStorage()?.getItem(TOKEN_KEY) ?? null, user: readUser() };
}

class AuthStore {
  private session: Session = readSession();
  private listeners = new Set<Listener>();

  constructor() {
    if (typeof window !== 'undefined') {
      // Another tab logging in or out updates this one too.
      window.addEventListener('storage', (event) => {
        if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) this.refresh(true);
      });
    }
  }

  private changedElsewhere = false;

  getSession = (): Session => this.session;

  /**
   * Whether the last change came from elsewhere (a sign-out in another tab, a token the API no
   * longer takes) rather than from this page's own Sign Out: a guarded page then keeps its form
   * and asks to log in again in place.
   */
  lastChangeFromElsewhere = (): boolean => this.changedElsewhere;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  signIn(token: string, user: PrivateUser): void {
    safeStorage()?.setItem(TOKEN_KEY, token);
    safeStorage()?.setItem(USER_KEY, JSON.stringify(user));
    this.refresh();
  }

  /**
   * Stores fresher details of the signed-in user. If storage meanwhile holds someone else (a login
   * in another tab, or a sign-out), the late answer is dropped rather than mixing that session's
   * token with this user's details.
   */
  updateUser(user: PrivateUser): void {
    const stored = readSession();
    if (stored.token && stored.user?.id === user.id) safeStorage()?.setItem(USER_KEY, JSON.stringify(user));
    this.refresh();
  }

  /** `endedElsewhere`: the API refused the token (expired, revoked); not the user's own Sign Out. */
  signOut({ endedElsewhere = false }: { endedElsewhere?: boolean } = {}): void {
    safeStorage()?.removeItem(TOKEN_KEY);
    safeStorage()?.removeItem(USER_KEY);
    this.refresh(endedElsewhere);
  }

  private refresh(fromElsewhere = false): void {
    this.changedElsewhere = fromElsewhere;
    this.session = readSession();
    this.listeners.forEach((listener) => listener());
  }
}

export const authStore = new AuthStore();
