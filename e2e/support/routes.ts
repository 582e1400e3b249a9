/**
 * Every route of the host and the remotes (./paths.ts) with a URL that shows real content (ids and query
 * parameters from records made through the API), and the roles it applies to.
 */
import { buyerPaths, hostPaths, links, sellerPaths } from './paths';
import type { World } from './world';

export type Role = 'visitor' | 'buyer' | 'seller';

export interface PageRoute {
  /** A file-name friendly name. */
  name: string;
  /** The pattern, as the owning app declares it. */
  pattern: string;
  url: (world: World) => string;
  roles: readonly Role[];
  /** A main route: also checked for layout at three widths. */
  main?: boolean;
  /** sessionStorage entries the page expects from an earlier step of its flow. */
  session?: Record<string, string>;
}

const everyone: readonly Role[] = ['visitor', 'buyer', 'seller'];
const buyer: readonly Role[] = ['buyer'];
const seller: readonly Role[] = ['seller'];
const fixed = (url: string) => () => url;
/** Host pages whose content does not depend on the role: checked as a visitor only. */
const visitor: readonly Role[] = ['visitor'];
/** The quotation contact form follows the document step, which leaves a draft (quotation-draft.ts). */
const quotationDraft = { quotation_draft: JSON.stringify({ category_id: 1, description: 'Renovate a bathroom of 6 m².' }) };

export const routes: readonly PageRoute[] = [
  { name: 'root', pattern: hostPaths.root, url: fixed('/'), roles: everyone, main: true },
  { name: 'register', pattern: hostPaths.register, url: fixed('/register'), roles: ['visitor'], main: true },
  { name: 'login-de', pattern: hostPaths.loginDe, url: fixed('/anmelden'), roles: ['visitor'] },
  { name: 'home', pattern: hostPaths.home, url: fixed('/home'), roles: everyone, main: true },
  { name: 'menu', pattern: hostPaths.menu, url: fixed('/menu'), roles: visitor },
  { name: 'results', pattern: hostPaths.results, url: fixed(links.results('paint')), roles: everyone, main: true },
  { name: 'about', pattern: hostPaths.about, url: fixed('/about'), roles: visitor },
  { name: 'contact', pattern: hostPaths.contact, url: fixed('/contact'), roles: visitor },
  { name: 'help', pattern: hostPaths.help, url: fixed('/help'), roles: visitor },
  // The legal pages (imprint, privacy, terms).
  { name: 'imprint', pattern: hostPaths.imprint, url: fixed('/impressum'), roles: visitor },
  { name: 'privacy', pattern: hostPaths.privacy, url: fixed('/datenschutz'), roles: visitor },
  { name: 'terms', pattern: hostPaths.terms, url: fixed('/agb'), roles: visitor },
  // The account pages (confirmation, reset, deletion). The links' tokens are made up: the reset form shows until a submit,
  // the confirmation page shows its answer to an unknown link.
  { name: 'forgot-password', pattern: hostPaths.forgotPassword, url: fixed(hostPaths.forgotPassword), roles: visitor, main: true },
  { name: 'reset-password', pattern: hostPaths.resetPassword, url: fixed(`${hostPaths.resetPassword}?token=${'e2e-unknown-token'.padEnd(32, 'x')}`), roles: visitor, main: true },
  // Signed in, the statement of reasons leads here; without a session or token the page says how to get one.
  { name: 'appeal', pattern: hostPaths.appeal, url: fixed('/appeal/1'), roles: visitor },
  { name: 'confirm-email', pattern: hostPaths.confirmEmail, url: fixed(`${hostPaths.confirmEmail}?token=${'e2e-unknown-token'.padEnd(32, 'x')}`), roles: visitor },

  { name: 'service-detail', pattern: buyerPaths.serviceDetail, url: (w) => links.service(w.serviceId), roles: everyone, main: true },
  { name: 'seller-public', pattern: buyerPaths.sellerPublic, url: (w) => links.seller(w.seller.user.id), roles: everyone, main: true },
  { name: 'payment', pattern: buyerPaths.payment, url: (w) => links.payment(w.serviceId), roles: buyer, main: true },
  { name: 'payment-confirm', pattern: buyerPaths.paymentConfirm, url: (w) => links.paymentConfirm(w.orderId), roles: buyer },
  { name: 'profile', pattern: buyerPaths.profile, url: fixed(buyerPaths.profile), roles: buyer, main: true },
  { name: 'profile-wishlist', pattern: buyerPaths.profile, url: fixed(links.profileTab('wishlist')), roles: buyer },
  { name: 'profile-offers', pattern: buyerPaths.profile, url: fixed(links.profileTab('offers')), roles: buyer },
  { name: 'orders', pattern: buyerPaths.orders, url: fixed(buyerPaths.orders), roles: buyer, main: true },
  { name: 'order-detail', pattern: buyerPaths.orderDetail, url: (w) => links.orderDetail(w.orderId), roles: buyer },
  { name: 'order-review', pattern: buyerPaths.orderReview, url: (w) => links.orderReview(w.orderId), roles: buyer },
  { name: 'order-review-result', pattern: buyerPaths.orderReviewResult, url: (w) => links.orderReviewResult(w.orderId), roles: buyer },
  { name: 'order-review-edit', pattern: buyerPaths.orderReviewEdit, url: (w) => links.orderReviewEdit(w.orderId), roles: buyer },
  { name: 'offers', pattern: buyerPaths.offers, url: fixed(buyerPaths.offers), roles: buyer },
  { name: 'jobs', pattern: buyerPaths.jobs, url: fixed(links.jobs()), roles: buyer, main: true },
  { name: 'jobs-requests', pattern: buyerPaths.jobs, url: fixed(links.jobs('requests')), roles: buyer },
  { name: 'job-order', pattern: buyerPaths.jobOrder, url: (w) => buyerPaths.jobOrder.replace(':id', String(w.orderId)), roles: buyer },
  { name: 'job-offer', pattern: buyerPaths.jobOffer, url: (w) => buyerPaths.jobOffer.replace(':id', String(w.offerId)), roles: buyer },
  { name: 'craftman-job-order', pattern: sellerPaths.jobOrder, url: (w) => sellerPaths.jobOrder.replace(':id', String(w.orderId)), roles: seller },
  { name: 'craftman-job-offer', pattern: sellerPaths.jobOffer, url: (w) => sellerPaths.jobOffer.replace(':id', String(w.offerId)), roles: seller },
  { name: 'messages', pattern: buyerPaths.messages, url: (w) => links.conversation(w.conversationId), roles: buyer, main: true },
  { name: 'favorable', pattern: buyerPaths.favorable, url: fixed(buyerPaths.favorable), roles: ['visitor', 'buyer'], main: true },
  { name: 'favorable-document', pattern: buyerPaths.favorableDocument, url: fixed(buyerPaths.favorableDocument), roles: ['visitor', 'buyer'], main: true },
  // A link that does not work shows why; the working link is followed in quotation-confirm.spec.ts.
  { name: 'favorable-confirm', pattern: buyerPaths.favorableConfirm, url: fixed(`${buyerPaths.favorableConfirm}?token=${'x'.repeat(43)}`), roles: ['visitor'] },
  { name: 'favorable-contact', pattern: buyerPaths.favorableDocumentProfile, url: fixed(buyerPaths.favorableDocumentProfile), roles: ['visitor', 'buyer'], session: quotationDraft },
  { name: 'direct-offer-create', pattern: buyerPaths.favorableDocumentBuyer, url: (w) => links.directOfferTo(w.seller.user.id), roles: buyer },
  { name: 'direct-offer-edit', pattern: buyerPaths.favorableDocumentBuyerEdit, url: (w) => links.directOfferEdit(w.offerId), roles: buyer },
  { name: 'direct-offer-detail', pattern: buyerPaths.favorableDocumentBuyerDetail, url: (w) => links.directOfferDetail(w.offerId), roles: buyer },
  { name: 'direct-offer-auth', pattern: buyerPaths.favorableDocumentBuyerAuth, url: fixed(buyerPaths.favorableDocumentBuyerAuth), roles: buyer, session: quotationDraft },

  { name: 'craftman-dashboard', pattern: sellerPaths.dashboard, url: fixed(sellerPaths.dashboard), roles: seller, main: true },
  ...(['reviews', 'manage', 'payment', 'buyer-offers', 'quotations', 'portfolio'] as const).map(
    (tab): PageRoute => ({
      name: `craftman-dashboard-${tab}`,
      pattern: sellerPaths.dashboard,
      url: fixed(links.sellerDashboardTab(tab)),
      roles: seller,
      main: tab === 'quotations' || tab === 'reviews',
    }),
  ),
  { name: 'craftman-messages', pattern: sellerPaths.dashboard, url: (w) => links.sellerConversation(w.conversationId), roles: seller, main: true },
  { name: 'craftman-product-detail', pattern: sellerPaths.productDetail, url: (w) => links.sellerProductDetail(w.serviceId), roles: seller },
  { name: 'craftman-create-product', pattern: sellerPaths.createProduct, url: fixed(sellerPaths.createProduct), roles: seller, main: true },
  { name: 'craftman-show-product', pattern: sellerPaths.showProduct, url: (w) => links.sellerShowProduct(w.serviceId), roles: seller },
  { name: 'craftman-edit-product', pattern: sellerPaths.editProduct, url: (w) => links.sellerEditProduct(w.serviceId), roles: seller, main: true },
  { name: 'craftman-rating-product', pattern: sellerPaths.ratingProduct, url: (w) => links.withId(sellerPaths.ratingProduct, w.serviceId), roles: seller },
  { name: 'craftman-confirm-product', pattern: sellerPaths.buyerConfirmProduct, url: (w) => links.sellerBuyerOffer('order', w.orderId), roles: seller },
  { name: 'craftman-portfolio-detail', pattern: sellerPaths.portfolioDetail, url: (w) => links.withId(sellerPaths.portfolioDetail, w.projectId), roles: seller },
  { name: 'craftman-portfolio-create', pattern: sellerPaths.portfolioCreate, url: fixed(sellerPaths.portfolioCreate), roles: seller },
  { name: 'craftman-portfolio-edit', pattern: sellerPaths.portfolioEdit, url: (w) => links.withId(sellerPaths.portfolioEdit, w.projectId), roles: seller },
];

/** Every pattern of shared/src/paths.ts, to prove the table above misses none. */
export const allPatterns: readonly string[] = [
  ...Object.values(hostPaths),
  ...Object.values(buyerPaths),
  ...Object.values(sellerPaths),
];
