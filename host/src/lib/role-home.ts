import { hostPaths, type AccountRole } from '@craft/shared';
import { entriesFor } from '../federation/remote-catalog';

/**
 * Where a user starts after login or registration: the start page a remote declares for
 * the role (craftsmen: their dashboard; operators: their console), else the host's /home.
 */
export function roleHome(role: AccountRole | null | undefined): string {
  if (!role) return hostPaths.home;
  return entriesFor('role-home', { isLoggedIn: true, role }).find((entry) => entry.audience === role)?.to ?? hostPaths.home;
}
