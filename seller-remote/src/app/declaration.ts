import { REMOTE_CONTRACT_RANGE, type RemoteManifest } from '@craft/shared/contracts';
import { links, sellerPaths, type SellerRouteId } from '../config/paths';

/**
 * Everything the host knows of the seller remote but its menu labels (manifest.ts adds those):
 * every screen is the craftsman's own.
 */
export const declaration: Omit<RemoteManifest, 'texts'> = {
  name: 'seller',
  contract: REMOTE_CONTRACT_RANGE,
  routes: (Object.keys(sellerPaths) as SellerRouteId[]).map((id) => ({ id, path: sellerPaths[id], access: 'seller' })),
  // order/offer/quotations/reviews: where a notification about one of them leads.
  links: {
    dashboard: sellerPaths.dashboard,
    order: sellerPaths.jobOrder,
    offer: sellerPaths.jobOffer,
    quotations: links.sellerDashboardTab('quotations'),
    reviews: links.sellerDashboardTab('reviews'),
  },
  entries: [
    // Craftsmen start on their dashboard after logging in.
    { id: 'dashboard', slot: 'role-home', label: 'dashboard', to: sellerPaths.dashboard, audience: 'seller', order: 10 },
    // The craftsman's Jobs: the dashboard's Buyer Offer tab.
    { id: 'jobs', slot: 'user-menu', label: 'jobs', to: links.sellerDashboardTab('buyer-offers'), audience: 'seller', order: 12 },
    // The dashboard's Messages tab, with the live unread count.
    { id: 'messages', slot: 'navbar-icon', label: 'messages', to: links.sellerDashboardTab('messages'), audience: 'seller', order: 5, icon: 'messages', badge: 'unread-messages' },
  ],
};
