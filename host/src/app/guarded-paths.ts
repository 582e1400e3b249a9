import { buyerPaths, type BuyerRoutePath } from '@craft/shared';

/**
 * Buyer screens that show or change the user's own data and so need a login.
 * The service detail, the Favorable Offer explanation and the quotation flow stay public.
 */
export const buyerPathsNeedingLogin: ReadonlySet<BuyerRoutePath> = new Set<BuyerRoutePath>([
  buyerPaths.profile,
  buyerPaths.orders,
  buyerPaths.orderDetail,
  buyerPaths.orderReview,
  buyerPaths.orderReviewResult,
  buyerPaths.orderReviewEdit,
  buyerPaths.offers,
  buyerPaths.payment,
  buyerPaths.paymentConfirm,
  buyerPaths.favorableDocumentBuyer,
  buyerPaths.favorableDocumentBuyerEdit,
  buyerPaths.favorableDocumentBuyerDetail,
  buyerPaths.favorableDocumentBuyerAuth,
]);
