import { REMOTE_CONTRACT_RANGE, type RemoteManifest } from '@craft/shared/contracts';
import { adminPaths, type AdminRouteId } from '../config/paths';

/**
 * Everything the host knows of the operators' console but its menu labels (manifest.ts adds
 * those): every screen is for operators only, and only they see its entries.
 */
export const declaration: Omit<RemoteManifest, 'texts'> = {
  name: 'admin',
  contract: REMOTE_CONTRACT_RANGE,
  routes: (Object.keys(adminPaths) as AdminRouteId[]).map((id) => ({ id, path: adminPaths[id], access: 'operator' })),
  links: { home: adminPaths.home, reports: adminPaths.reports, traders: adminPaths.traders, appeals: adminPaths.appeals },
  entries: [
    // Operators start on the console's figures after logging in.
    { id: 'home', slot: 'role-home', label: 'console', to: adminPaths.home, audience: 'operator', order: 10 },
    { id: 'console', slot: 'user-menu', label: 'console', to: adminPaths.home, audience: 'operator', order: 10 },
    { id: 'reports', slot: 'user-menu', label: 'reports', to: adminPaths.reports, audience: 'operator', order: 12 },
    { id: 'traders', slot: 'user-menu', label: 'traders', to: adminPaths.traders, audience: 'operator', order: 14 },
    { id: 'appeals', slot: 'user-menu', label: 'appeals', to: adminPaths.appeals, audience: 'operator', order: 16 },
  ],
};
