/**
 * Every route the operators' console owns. Only this remote knows them: the host learns them at
 * run time from the manifest (../app/manifest.ts), so a new console page ships with this remote alone.
 */
export const adminPaths = {
  home: '/operator',
  reports: '/operator/reports',
  traders: '/operator/traders',
  appeals: '/operator/appeals',
} as const;

export type AdminRouteId = keyof typeof adminPaths;
