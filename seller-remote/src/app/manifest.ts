import { REMOTE_CONTRACT_RANGE, type RemoteManifest } from '@craft/shared/contracts';
import english from '../locales/en.json';
import german from '../locales/de.json';
import { links, sellerPaths, type SellerRouteId } from '../config/paths';

type Labels = Record<string, string>;

const ENTRY = 'entries.';

/** A label as it reads: a plain message compiles to its text alone (`["Jobs"]`). */
const plainText = (message: unknown): string | null =>
  typeof message === 'string' ? message : Array.isArray(message) && message.every((part) => typeof part === 'string') ? message.join('') : null;

/**
 * A catalogue's entry labels. The build's remote-manifest.json (tsx) and the bundle (see
 * webpack.config.js) read the raw JSON; jest hands every locales/xx.json over compiled (flat
 * dotted ids, each message compiled), so both shapes are read.
 */
function entryLabels(catalogue: { entries: Labels }): Labels {
  if (catalogue.entries) return { ...catalogue.entries };
  const labels: Labels = {};
  for (const [id, message] of Object.entries(catalogue as unknown as Record<string, unknown>)) {
    const label = id.startsWith(ENTRY) ? plainText(message) : null;
    if (label !== null) labels[id.slice(ENTRY.length)] = label;
  }
  return labels;
}

/**
 * Everything the host knows of the seller remote: every screen is the craftsman's own. Pure data:
 * the build writes it to dist/remote-manifest.json and the web server hands it to the host in
 * /config.json.
 */
export const manifest: RemoteManifest = {
  name: 'seller',
  contract: REMOTE_CONTRACT_RANGE,
  routes: (Object.keys(sellerPaths) as SellerRouteId[]).map((id) => ({ id, path: sellerPaths[id], access: 'seller' })),
  // order/offer/quotations/reviews: where a notification about one of them leads (#15).
  links: {
    dashboard: sellerPaths.dashboard,
    order: sellerPaths.jobOrder,
    offer: sellerPaths.jobOffer,
    quotations: links.sellerDashboardTab('quotations'),
    reviews: links.sellerDashboardTab('reviews'),
  },
  entries: [
    // Craftsmen start on their dashboard after logging in (SPEC §2).
    { id: 'dashboard', slot: 'role-home', label: 'dashboard', to: sellerPaths.dashboard, audience: 'seller', order: 10 },
    // The craftsman's Jobs: the dashboard's Buyer Offer tab (#15).
    { id: 'jobs', slot: 'user-menu', label: 'jobs', to: links.sellerDashboardTab('buyer-offers'), audience: 'seller', order: 12 },
    // The dashboard's Messages tab, with the live unread count (#17).
    { id: 'messages', slot: 'navbar-icon', label: 'messages', to: links.sellerDashboardTab('messages'), audience: 'seller', order: 5, icon: 'messages', badge: 'unread-messages' },
  ],
  // The entry labels in both languages, read from the catalogues' raw JSON (#18): the host shows
  // them before the remote loads. (The bundle's copy keeps only this section, see webpack.config.js.)
  texts: { en: entryLabels(english), de: entryLabels(german) },
};
