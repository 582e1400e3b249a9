import { hostPaths, sellerPaths, type Role } from '@craft/shared';

/** Where a user starts after login or registration (SPEC §2): sellers on their dashboard. */
export function roleHome(role: Role | null | undefined): string {
  return role === 'seller' ? sellerPaths.dashboard : hostPaths.home;
}
