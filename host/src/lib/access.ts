import type { AccountRole, RouteAccess } from '@craft/shared';

/**
 * The one rule of route access: a session without a stored user counts as a buyer (the default
 * role; the API still decides); operators are no party of the marketplace, its API refuses them.
 */
export function accessAllows(access: RouteAccess, isLoggedIn: boolean, role: AccountRole | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'login':
      return isLoggedIn && role !== 'operator';
    case 'buyer':
      return isLoggedIn && role !== 'seller' && role !== 'operator';
    case 'seller':
    case 'operator':
      return isLoggedIn && role === access;
  }
}
