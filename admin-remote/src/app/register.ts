import type { ComponentType } from 'react';
import type { PageLoader, RemoteRegistration } from '@craft/shared';
import { declaration } from './declaration';
import type { AdminRouteId } from '../config/paths';
import { adminCatalog } from '../texts';

/** One lazily loaded chunk per page, its texts (the page's language) loading beside it. */
const page =
  <Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): PageLoader =>
  () =>
    Promise.all([load(), adminCatalog.load()]).then(([module]) => ({ default: pick(module) }));

const pages: Record<AdminRouteId, PageLoader> = {
  // The charts (recharts, through @craft/shared/charts) load with this page only.
  home: page(() => import('../features/figures/FiguresPage'), (m) => m.FiguresPage),
  reports: page(() => import('../features/reports/ReportsQueuePage'), (m) => m.ReportsQueuePage),
  traders: page(() => import('../features/traders/TradersQueuePage'), (m) => m.TradersQueuePage),
  appeals: page(() => import('../features/appeals/AppealsQueuePage'), (m) => m.AppealsQueuePage),
};

/**
 * The console's exposed './register' module: its manifest and one loader per route. The host
 * labels the menu from remote-manifest.json (app/manifest.ts); this copy leaves the labels out.
 */
export const registration: RemoteRegistration = { manifest: { ...declaration, texts: {} }, pages };
