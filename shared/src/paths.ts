/**
 * Every route of the product, in one place (SPEC §2). Patterns are for <Route path>, builders
 * for links. No path string is typed anywhere else.
 */
export const hostPaths = {
  root: '/',
  register: '/register',
  home: '/home',
  menu: '/menu',
  results: '/results',
  about: '/about',
  contact: '/contact',
  help: '/help',
  loginDe: '/anmelden',
} as const;

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
  favorable: '/favorable',
  favorableDocument: '/favorable/document',
  favorableDocumentProfile: '/favorable/document/profile/',
  favorableDocumentBuyer: '/favorable/document-buyer',
  favorableDocumentBuyerEdit: '/favorable/document-buyer/edit/',
  favorableDocumentBuyerDetail: '/favorable/document-buyer/detail/',
  favorableDocumentBuyerAuth: '/favorable/document-buyer/d-auth/',
} as const;

export const sellerPaths = {
  dashboard: '/home/craftman',
  productDetail: '/home/craftman/product-detail/:id',
  createProduct: '/home/craftman/create-product',
  showProduct: '/home/craftman/show-product/:id',
  editProduct: '/home/craftman/edit-product/:id',
  ratingProduct: '/home/craftman/rating-product',
  buyerConfirmProduct: '/home/craftman/buyer/confirm-product',
  portfolioDetail: '/home/craftman/portfolio/detail',
  portfolioCreate: '/home/craftman/portfolio/create',
  portfolioEdit: '/home/craftman/portfolio/edit',
} as const;

export type BuyerRoutePath = (typeof buyerPaths)[keyof typeof buyerPaths];
export type SellerRoutePath = (typeof sellerPaths)[keyof typeof sellerPaths];

type Id = number | string;

/** Link builders for the parameterised routes. */
export const links = {
  service: (id: Id) => `/services/${id}`,
  seller: (id: Id) => `/sellers/${id}`,
  results: (query: string, category?: Id) => {
    const params = new URLSearchParams({ q: query });
    if (category !== undefined) params.set('category', String(category));
    return `${hostPaths.results}?${params.toString()}`;
  },
  sellerProductDetail: (id: Id) => `/home/craftman/product-detail/${id}`,
  sellerShowProduct: (id: Id) => `/home/craftman/show-product/${id}`,
  sellerEditProduct: (id: Id) => `/home/craftman/edit-product/${id}`,
  /** The craftsman's view of one buyer order or direct offer (confirm-product carries both). */
  sellerBuyerOffer: (type: 'order' | 'offer', id: Id) =>
    `${sellerPaths.buyerConfirmProduct}?${new URLSearchParams({ type, id: String(id) }).toString()}`,
  /** The craftsman dashboard opened on one of its tabs. */
  sellerDashboardTab: (tab: string) => `${sellerPaths.dashboard}?${new URLSearchParams({ tab }).toString()}`,
  /** The login screen, coming back to `next` (a path of this app) after a successful login. */
  login: (next?: string) => (next ? `/?next=${encodeURIComponent(next)}` : '/'),
  /** Query-string parameters carry the record id on routes the spec gives without one. */
  withId: (path: string, id: Id) => `${path}?id=${encodeURIComponent(String(id))}`,
  // Buyer routes the spec gives without an id carry it in the query string.
  payment: (serviceId: Id) => `${buyerPaths.payment}?service=${encodeURIComponent(String(serviceId))}`,
  paymentConfirm: (orderId: Id) => `${buyerPaths.paymentConfirm}?order=${encodeURIComponent(String(orderId))}`,
  orderDetail: (orderId: Id) => `${buyerPaths.orderDetail}?id=${encodeURIComponent(String(orderId))}`,
  orderReview: (orderId: Id) => `${buyerPaths.orderReview}?order=${encodeURIComponent(String(orderId))}`,
  orderReviewResult: (orderId: Id) => `${buyerPaths.orderReviewResult}?order=${encodeURIComponent(String(orderId))}`,
  orderReviewEdit: (orderId: Id) => `${buyerPaths.orderReviewEdit}?order=${encodeURIComponent(String(orderId))}`,
  /** The buyer's reviews: the order history narrowed to reviewed orders. */
  myReviews: `${buyerPaths.orders}?view=reviews`,
  /** The profile with one tab open: payment, wishlist or offers. */
  profileTab: (tab: 'payment' | 'wishlist' | 'offers') => `${buyerPaths.profile}?tab=${tab}`,
  /** The direct-offer form, optionally with the provider chosen. */
  directOfferTo: (sellerId: Id) => `${buyerPaths.favorableDocumentBuyer}?seller=${encodeURIComponent(String(sellerId))}`,
  directOfferDetail: (offerId: Id) => `${buyerPaths.favorableDocumentBuyerDetail}?id=${encodeURIComponent(String(offerId))}`,
  directOfferEdit: (offerId: Id) => `${buyerPaths.favorableDocumentBuyerEdit}?id=${encodeURIComponent(String(offerId))}`,
};
