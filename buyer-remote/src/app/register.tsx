import type { ComponentType } from 'react';
import type { PageLoader, RemoteRegistration, RoutePrefetch } from '@craft/shared';
import { RequireLogin } from './RequireLogin';
import { buyerCatalog } from '../texts';
import { declaration } from './declaration';
import type { BuyerRouteId } from '../config/paths';

/**
 * Pages that read or write the buyer's own records. The host guards them by the manifest's access
 * too; this keeps the remote correct on its own (in its tests, or behind another host).
 */
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
 * One lazily loaded chunk per page; `pick` names the component the page module exports. The
 * buyer catalogue of the page's language loads beside it, so the page does not wait twice.
 */
const page =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType, guard = false): PageLoader =>
  () =>
    Promise.all([load(), buyerCatalog.load()]).then(([module]) => ({ default: guard ? loginOnly(pick(module)) : pick(module) }));

/**
 * The server-rendered pages' reads (prefetch.ts), fetched before their first render; loaded only
 * then, so this module, which every page with the buyer's menu loads, stays small.
 */
const serverRead =
  (id: BuyerRouteId): RoutePrefetch =>
  (params) =>
    import('./prefetch').then(({ prefetch }) => prefetch[id]?.(params));

const prefetch: Partial<Record<BuyerRouteId, RoutePrefetch>> = {
  serviceDetail: serverRead('serviceDetail'),
  sellerPublic: serverRead('sellerPublic'),
};

const pages: Record<BuyerRouteId, PageLoader> = {
  serviceDetail: page(() => import('../features/service-detail/components/ServiceDetailPage'), (m) => m.ServiceDetailPage),
  sellerPublic: page(() => import('../features/seller-public/components/SellerPublicPage'), (m) => m.SellerPublicPage),
  payment: page(() => import('../features/payment/components/PaymentPage'), (m) => m.PaymentPage, true),
  paymentConfirm: page(() => import('../features/payment/components/PaymentConfirmPage'), (m) => m.PaymentConfirmPage, true),
  profile: page(() => import('./ProfilePage'), (m) => m.ProfilePage, true),
  orders: page(() => import('../features/orders/components/OrdersPage'), (m) => m.OrdersPage, true),
  orderDetail: page(() => import('../features/orders/components/OrderDetailPage'), (m) => m.OrderDetailPage, true),
  orderReview: page(() => import('../features/orders/components/ReviewFormPage'), (m) => m.OrderReviewPage, true),
  orderReviewResult: page(() => import('../features/orders/components/ReviewResultPage'), (m) => m.ReviewResultPage, true),
  orderReviewEdit: page(() => import('../features/orders/components/ReviewFormPage'), (m) => m.OrderReviewEditPage, true),
  offers: page(() => import('../features/offers/components/OffersPage'), (m) => m.OffersPage, true),
  jobs: page(() => import('./JobsPage'), (m) => m.JobsPage, true),
  jobOrder: page(() => import('../features/orders/components/OrderDetailPage'), (m) => m.OrderDetailPage, true),
  jobOffer: page(() => import('../features/direct-offers/components/DirectOfferDetailPage'), (m) => m.DirectOfferDetailPage, true),
  messages: page(() => import('../features/messages/components/MessagesPage'), (m) => m.MessagesPage, true),
  favorable: page(() => import('../features/favorable/components/FavorablePage'), (m) => m.FavorablePage),
  favorableDocument: page(() => import('../features/favorable/components/QuotationDocumentPage'), (m) => m.QuotationDocumentPage),
  favorableConfirm: page(() => import('../features/favorable/components/ConfirmRequestPage'), (m) => m.ConfirmRequestPage),
  favorableDocumentProfile: page(() => import('../features/favorable/components/QuotationContactPage'), (m) => m.QuotationContactPage),
  favorableDocumentBuyer: page(() => import('../features/direct-offers/components/DirectOfferCreatePage'), (m) => m.DirectOfferCreatePage, true),
  favorableDocumentBuyerEdit: page(() => import('../features/direct-offers/components/DirectOfferEditPage'), (m) => m.DirectOfferEditPage, true),
  favorableDocumentBuyerDetail: page(() => import('../features/direct-offers/components/DirectOfferDetailPage'), (m) => m.DirectOfferDetailPage, true),
  favorableDocumentBuyerAuth: page(() => import('../features/favorable/components/QuotationContactPage'), (m) => m.QuotationContactPage),
};

/**
 * The buyer remote's exposed './register' module: its manifest and one loader per route. The host
 * labels the menu from remote-manifest.json (app/manifest.ts); this copy leaves the labels out, so
 * the code does not carry both languages' catalogues.
 */
export const registration: RemoteRegistration = { manifest: { ...declaration, texts: {} }, pages, prefetch };
