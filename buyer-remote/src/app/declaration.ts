import { REMOTE_CONTRACT_RANGE, type RemoteManifest, type RouteAccess } from '@craft/shared/contracts';
import { buyerPaths, links, type BuyerRouteId } from '../config/paths';

/**
 * What each buyer screen asks of the visitor. 'login': the user's own data, any role (Personal
 * Information, the quotation contact form). 'buyer': buyer-only data the API refuses to
 * craftsmen (orders, payments, offers). The rest (service detail, seller page, the Favorable
 * Offer explanation and upload) is public.
 */
const access: Record<BuyerRouteId, RouteAccess> = {
  serviceDetail: 'public',
  sellerPublic: 'public',
  payment: 'buyer',
  paymentConfirm: 'buyer',
  profile: 'login',
  orders: 'buyer',
  orderDetail: 'buyer',
  orderReview: 'buyer',
  orderReviewResult: 'buyer',
  orderReviewEdit: 'buyer',
  offers: 'buyer',
  jobs: 'buyer',
  jobOrder: 'buyer',
  jobOffer: 'buyer',
  messages: 'buyer',
  favorable: 'public',
  favorableDocument: 'public',
  favorableConfirm: 'public',
  favorableDocumentProfile: 'public',
  favorableDocumentBuyer: 'buyer',
  favorableDocumentBuyerEdit: 'buyer',
  favorableDocumentBuyerDetail: 'buyer',
  favorableDocumentBuyerAuth: 'login',
};

/**
 * The public pages people find through search engines: the web server renders them to HTML
 * from this remote's server build; the rest render in the browser.
 */
const serverRendered = new Set<BuyerRouteId>(['serviceDetail', 'sellerPublic']);

/**
 * Everything the host knows of the buyer remote but its menu labels (manifest.ts adds those). The
 * spec leaves Open Application, Inquiry Form and My Reviews without a target; each gets the
 * closest real one (never a dead link). The remote's code carries this part only (register.tsx):
 * the labels of both languages come with the catalogues, which the bundle loads one at a time.
 */
export const declaration: Omit<RemoteManifest, 'texts'> = {
  name: 'buyer',
  contract: REMOTE_CONTRACT_RANGE,
  routes: (Object.keys(buyerPaths) as BuyerRouteId[]).map((id) => ({
    id,
    path: buyerPaths[id],
    access: access[id],
    ...(serverRendered.has(id) && { render: 'server' as const }),
  })),
  // order/offer: where a notification about one of them leads.
  links: { service: buyerPaths.serviceDetail, seller: buyerPaths.sellerPublic, favorable: buyerPaths.favorable, order: buyerPaths.jobOrder, offer: buyerPaths.jobOffer, jobs: buyerPaths.jobs },
  entries: [
    { id: 'favorable', slot: 'navbar', label: 'favorableOffer', to: buyerPaths.favorable, audience: 'everyone', order: 20 },
    // Conversations with craftsmen, with the live unread count.
    { id: 'messages', slot: 'navbar-icon', label: 'messages', to: buyerPaths.messages, audience: 'buyer', order: 5, icon: 'messages', badge: 'unread-messages' },
    { id: 'documents', slot: 'navbar-icon', label: 'documents', to: buyerPaths.favorableDocument, audience: 'account', order: 10, icon: 'document' },
    { id: 'profile', slot: 'user-menu', label: 'personalInformation', to: buyerPaths.profile, audience: 'account', order: 10 },
    // Orders and Offers lead into My jobs; /orders and /offers still open the spec's pages.
    { id: 'jobs', slot: 'user-menu', label: 'jobs', to: links.jobs(), audience: 'buyer', order: 12 },
    { id: 'orders', slot: 'user-menu', label: 'orders', to: links.jobs('orders'), audience: 'account', order: 20 },
    { id: 'offers', slot: 'user-menu', label: 'offers', to: links.jobs('requests'), audience: 'account', order: 30 },
    // An open request for offers from every craftsman: the Favorable Offer.
    { id: 'open-application', slot: 'user-menu', label: 'openApplication', to: buyerPaths.favorable, audience: 'account', order: 40 },
    { id: 'inquiry-form', slot: 'user-menu', label: 'inquiryForm', to: buyerPaths.favorableDocument, audience: 'account', order: 50 },
    // The buyer's reviews: the reviewed orders, each with its rating and text.
    { id: 'my-reviews', slot: 'user-menu', label: 'myReviews', to: links.myReviews, audience: 'account', order: 70 },
    { id: 'favorable-cta', slot: 'dashboard', label: 'favorableOffer', to: buyerPaths.favorable, audience: 'everyone', order: 10 },
  ],
};
