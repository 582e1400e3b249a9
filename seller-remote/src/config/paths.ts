import { links as hostLinks } from '@craft/shared/paths';

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

type Id = number | string;

/** Link builders: the host's links plus this remote's parameterised routes. */
export const links = {
  ...hostLinks,
  sellerProductDetail: (id: Id) => `/home/craftman/product-detail/${encodeURIComponent(String(id))}`,
  sellerShowProduct: (id: Id) => `/home/craftman/show-product/${encodeURIComponent(String(id))}`,
  sellerEditProduct: (id: Id) => `/home/craftman/edit-product/${encodeURIComponent(String(id))}`,
  /** The craftsman's view of one buyer order or direct offer (confirm-product carries both). */
  sellerBuyerOffer: (type: 'order' | 'offer', id: Id) =>
    `${sellerPaths.buyerConfirmProduct}?${new URLSearchParams({ type, id: String(id) }).toString()}`,
  /** One order by path, e.g. the order an accepted direct offer placed. */
  sellerJobOrder: (id: Id) => `/home/craftman/jobs/orders/${encodeURIComponent(String(id))}`,
  /** The craftsman dashboard opened on one of its tabs. */
  sellerDashboardTab: (tab: string) => `${sellerPaths.dashboard}?${new URLSearchParams({ tab }).toString()}`,
  /** The Messages tab with one conversation open (also the e-mailed link, api conversations/index.ts). */
  sellerConversation: (conversationId: Id) =>
    `${sellerPaths.dashboard}?${new URLSearchParams({ tab: 'messages', conversation: String(conversationId) }).toString()}`,
};
