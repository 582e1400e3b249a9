import { buyerPaths, type BuyerRoutePath } from '@craft/shared';

/**
 * What each buyer screen asks of the visitor. 'login': the user's own data, any role (Personal
 * Information, the quotation contact form). 'buyer': buyer-only data the API refuses to
 * craftsmen (orders, payments, offers). Unlisted screens (service detail, seller page, the
 * Favorable Offer explanation and upload) stay public.
 */
export const buyerPathGuards: Partial<Record<BuyerRoutePath, 'login' | 'buyer'>> = {
  [buyerPaths.profile]: 'login',
  [buyerPaths.favorableDocumentBuyerAuth]: 'login',
  [buyerPaths.orders]: 'buyer',
  [buyerPaths.orderDetail]: 'buyer',
  [buyerPaths.orderReview]: 'buyer',
  [buyerPaths.orderReviewResult]: 'buyer',
  [buyerPaths.orderReviewEdit]: 'buyer',
  [buyerPaths.offers]: 'buyer',
  [buyerPaths.payment]: 'buyer',
  [buyerPaths.paymentConfirm]: 'buyer',
  [buyerPaths.favorableDocumentBuyer]: 'buyer',
  [buyerPaths.favorableDocumentBuyerEdit]: 'buyer',
  [buyerPaths.favorableDocumentBuyerDetail]: 'buyer',
};
