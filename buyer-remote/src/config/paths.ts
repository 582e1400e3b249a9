import { links as hostLinks, type PathId as Id } from '@craft/shared/paths';
import { generatePath } from 'react-router-dom';

/**
 * Every route the buyer remote owns. Only this remote knows them: the host learns them
 * at run time from the manifest (./manifest.ts), so a new page ships with this remote alone.
 */
export const buyerPaths = {
  serviceDetail: '/services/:id',
  sellerPublic: '/sellers/:id',
  payment: '/payment',
  paymentConfirm: '/payment-confirm',
  profile: '/profile',
  orders: '/orders',
  orderDetail: '/orders/detail',
  orderReview: '/orders/review',
  orderReviewResult: '/orders/review/result',
  orderReviewEdit: '/orders/review/edit',
  offers: '/offers',
  /** My jobs: orders, direct offers and quotation requests in one place. */
  jobs: '/jobs',
  /** One order or direct offer by path (the links of notifications and e-mails). */
  jobOrder: '/jobs/orders/:id',
  jobOffer: '/jobs/offers/:id',
  messages: '/messages',
  favorable: '/favorable',
  favorableDocument: '/favorable/document',
  /** The link mailed to a request's unconfirmed address. */
  favorableConfirm: '/favorable/confirm',
  favorableDocumentProfile: '/favorable/document/profile/',
  favorableDocumentBuyer: '/favorable/document-buyer',
  favorableDocumentBuyerEdit: '/favorable/document-buyer/edit/',
  favorableDocumentBuyerDetail: '/favorable/document-buyer/detail/',
  favorableDocumentBuyerAuth: '/favorable/document-buyer/d-auth/',
} as const;

export type BuyerRouteId = keyof typeof buyerPaths;

export const JOBS_TABS = ['orders', 'offers', 'requests'] as const;
export type JobsTab = (typeof JOBS_TABS)[number];
export const isJobsTab = (value: string | null): value is JobsTab => JOBS_TABS.some((tab) => tab === value);
const withParam = (path: string, name: string, id: Id) => hostLinks.withQuery(path, { [name]: id });

/** Link builders: the host's links plus this remote's parameterised routes. */
export const links = {
  ...hostLinks,
  service: (id: Id) => generatePath(buyerPaths.serviceDetail, { id: String(id) }),
  seller: (id: Id) => generatePath(buyerPaths.sellerPublic, { id: String(id) }),
  /** One order by path, e.g. the order a chosen quotation answer placed. */
  jobOrder: (id: Id) => generatePath(buyerPaths.jobOrder, { id: String(id) }),
  // Buyer routes the spec gives without an id carry it in the query string.
  payment: (serviceId: Id) => withParam(buyerPaths.payment, 'service', serviceId),
  paymentConfirm: (orderId: Id) => withParam(buyerPaths.paymentConfirm, 'order', orderId),
  orderDetail: (orderId: Id) => withParam(buyerPaths.orderDetail, 'id', orderId),
  orderReview: (orderId: Id) => withParam(buyerPaths.orderReview, 'order', orderId),
  orderReviewResult: (orderId: Id) => withParam(buyerPaths.orderReviewResult, 'order', orderId),
  orderReviewEdit: (orderId: Id) => withParam(buyerPaths.orderReviewEdit, 'order', orderId),
  /** My jobs with one tab open. */
  jobs: (tab: JobsTab = 'orders') => withParam(buyerPaths.jobs, 'tab', tab),
  /** The buyer's reviews: the order history narrowed to reviewed orders. */
  myReviews: `${buyerPaths.orders}?view=reviews`,
  /** The profile with one tab open: payment, wishlist or offers. */
  profileTab: (tab: 'payment' | 'wishlist' | 'offers') => withParam(buyerPaths.profile, 'tab', tab),
  /** The direct-offer form, optionally with the provider chosen. */
  directOfferTo: (sellerId: Id) => withParam(buyerPaths.favorableDocumentBuyer, 'seller', sellerId),
  /** A direct offer about one service, with the buyer's own price. */
  directOfferFor: (sellerId: Id, serviceId: Id) => hostLinks.withQuery(buyerPaths.favorableDocumentBuyer, { seller: sellerId, service: serviceId }),
  directOfferDetail: (offerId: Id) => withParam(buyerPaths.favorableDocumentBuyerDetail, 'id', offerId),
  directOfferEdit: (offerId: Id) => withParam(buyerPaths.favorableDocumentBuyerEdit, 'id', offerId),
  /** The messages page with one conversation open (also the e-mailed link, api conversations/index.ts). */
  conversation: (conversationId: Id) => withParam(buyerPaths.messages, 'conversation', conversationId),
};
