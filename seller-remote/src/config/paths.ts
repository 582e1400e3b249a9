import { links as hostLinks, type PathId as Id } from '@craft/shared/paths';
import { generatePath } from 'react-router-dom';

/**
 * Every route the seller remote owns. Only this remote knows them: the host learns them
 * at run time from the manifest (./manifest.ts), so a new page ships with this remote alone.
 */
export const sellerPaths = {
  dashboard: '/home/craftman',
  productDetail: '/home/craftman/product-detail/:id',
  createProduct: '/home/craftman/create-product',
  showProduct: '/home/craftman/show-product/:id',
  editProduct: '/home/craftman/edit-product/:id',
  ratingProduct: '/home/craftman/rating-product',
  buyerConfirmProduct: '/home/craftman/buyer/confirm-product',
  /** One order or direct offer by path (the links of notifications and e-mails). */
  jobOrder: '/home/craftman/jobs/orders/:id',
  jobOffer: '/home/craftman/jobs/offers/:id',
  portfolioDetail: '/home/craftman/portfolio/detail',
  portfolioCreate: '/home/craftman/portfolio/create',
  portfolioEdit: '/home/craftman/portfolio/edit',
} as const;

export type SellerRouteId = keyof typeof sellerPaths;

/** Link builders: the host's links plus this remote's parameterised routes. */
export const links = {
  ...hostLinks,
  sellerProductDetail: (id: Id) => generatePath(sellerPaths.productDetail, { id: String(id) }),
  sellerShowProduct: (id: Id) => generatePath(sellerPaths.showProduct, { id: String(id) }),
  sellerEditProduct: (id: Id) => generatePath(sellerPaths.editProduct, { id: String(id) }),
  /** The craftsman's view of one buyer order or direct offer (confirm-product carries both). */
  sellerBuyerOffer: (type: 'order' | 'offer', id: Id) => hostLinks.withQuery(sellerPaths.buyerConfirmProduct, { type, id }),
  /** One order by path, e.g. the order an accepted direct offer placed. */
  sellerJobOrder: (id: Id) => generatePath(sellerPaths.jobOrder, { id: String(id) }),
  /** The craftsman dashboard opened on one of its tabs. */
  sellerDashboardTab: (tab: string) => hostLinks.withQuery(sellerPaths.dashboard, { tab }),
  /** The Messages tab with one conversation open (also the e-mailed link, api conversations/index.ts). */
  sellerConversation: (conversationId: Id) => hostLinks.withQuery(sellerPaths.dashboard, { tab: 'messages', conversation: conversationId }),
};
