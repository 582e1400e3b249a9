import type { ComponentType } from 'react';
import { buyerPaths, type BuyerRoutePath } from '@craft/shared';
import { RequireLogin } from '../components/RequireLogin';
import { DirectOfferCreatePage } from '../features/direct-offers/components/DirectOfferCreatePage';
import { DirectOfferDetailPage } from '../features/direct-offers/components/DirectOfferDetailPage';
import { DirectOfferEditPage } from '../features/direct-offers/components/DirectOfferEditPage';
import { FavorablePage } from '../features/favorable/components/FavorablePage';
import { QuotationContactPage } from '../features/favorable/components/QuotationContactPage';
import { QuotationDocumentPage } from '../features/favorable/components/QuotationDocumentPage';
import { OffersPage } from '../features/offers/components/OffersPage';
import { OrderDetailPage } from '../features/orders/components/OrderDetailPage';
import { OrdersPage } from '../features/orders/components/OrdersPage';
import { OrderReviewEditPage, OrderReviewPage } from '../features/orders/components/ReviewFormPage';
import { ReviewResultPage } from '../features/orders/components/ReviewResultPage';
import { PaymentConfirmPage } from '../features/payment/components/PaymentConfirmPage';
import { PaymentPage } from '../features/payment/components/PaymentPage';
import { SellerPublicPage } from '../features/seller-public/components/SellerPublicPage';
import { ServiceDetailPage } from '../features/service-detail/components/ServiceDetailPage';
import { ProfilePage } from './ProfilePage';

/** Pages that read or write the buyer's own records: a logged-out visitor logs in first. */
const loginOnly = (Page: ComponentType): ComponentType => {
  const Guarded = () => (
    <RequireLogin>
      <Page />
    </RequireLogin>
  );
  Guarded.displayName = `LoginOnly(${Page.displayName ?? Page.name})`;
  return Guarded;
};

/**
 * One page per buyer route. Public: service and seller pages and the whole quotation flow
 * (the spec sends quotations without a token). Everything else needs an account.
 */
export const routes: Record<BuyerRoutePath, ComponentType> = {
  [buyerPaths.serviceDetail]: ServiceDetailPage,
  [buyerPaths.sellerPublic]: SellerPublicPage,
  [buyerPaths.payment]: loginOnly(PaymentPage),
  [buyerPaths.paymentConfirm]: loginOnly(PaymentConfirmPage),
  [buyerPaths.profile]: loginOnly(ProfilePage),
  [buyerPaths.orders]: loginOnly(OrdersPage),
  [buyerPaths.orderDetail]: loginOnly(OrderDetailPage),
  [buyerPaths.orderReview]: loginOnly(OrderReviewPage),
  [buyerPaths.orderReviewResult]: loginOnly(ReviewResultPage),
  [buyerPaths.orderReviewEdit]: loginOnly(OrderReviewEditPage),
  [buyerPaths.offers]: loginOnly(OffersPage),
  [buyerPaths.favorable]: FavorablePage,
  [buyerPaths.favorableDocument]: QuotationDocumentPage,
  [buyerPaths.favorableDocumentProfile]: QuotationContactPage,
  [buyerPaths.favorableDocumentBuyer]: loginOnly(DirectOfferCreatePage),
  [buyerPaths.favorableDocumentBuyerEdit]: loginOnly(DirectOfferEditPage),
  [buyerPaths.favorableDocumentBuyerDetail]: loginOnly(DirectOfferDetailPage),
  [buyerPaths.favorableDocumentBuyerAuth]: QuotationContactPage,
};
