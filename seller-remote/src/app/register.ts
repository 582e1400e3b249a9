import type { ComponentType } from 'react';
import type { PageLoader, RemoteRegistration } from '@craft/shared';
import { declaration } from './declaration';
import type { SellerRouteId } from '../config/paths';
import { sellerCatalog } from '../texts';

/**
 * One lazily loaded chunk per page; `pick` names the component the page module exports. The
 * page's texts (the current language's catalogue) load beside it, so the page never waits twice.
 */
const page =
  <Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): PageLoader =>
  () =>
    Promise.all([load(), sellerCatalog.load()]).then(([module]) => ({ default: pick(module) }));

const pages: Record<SellerRouteId, PageLoader> = {
  dashboard: page(() => import('./dashboard'), (m) => m.SellerDashboard),
  productDetail: page(() => import('../features/services/components/ServiceReviewsPage'), (m) => m.ServiceReviewsPage),
  createProduct: page(() => import('../features/service-form/components/CreateServicePage'), (m) => m.CreateServicePage),
  showProduct: page(() => import('../features/services/components/ServiceOverviewPage'), (m) => m.ServiceOverviewPage),
  editProduct: page(() => import('../features/service-form/components/EditServicePage'), (m) => m.EditServicePage),
  ratingProduct: page(() => import('../features/services/components/ServiceRatingPage'), (m) => m.ServiceRatingPage),
  buyerConfirmProduct: page(() => import('../features/jobs/components/BuyerOfferPage'), (m) => m.BuyerOfferPage),
  jobOrder: page(() => import('../features/jobs/components/BuyerOfferPage'), (m) => m.JobOrderPage),
  jobOffer: page(() => import('../features/jobs/components/BuyerOfferPage'), (m) => m.JobOfferPage),
  portfolioDetail: page(() => import('../features/portfolio/components/PortfolioDetailPage'), (m) => m.PortfolioDetailPage),
  portfolioCreate: page(() => import('../features/portfolio/components/PortfolioFormPages'), (m) => m.PortfolioCreatePage),
  portfolioEdit: page(() => import('../features/portfolio/components/PortfolioFormPages'), (m) => m.PortfolioEditPage),
};

/**
 * The seller remote's exposed './register' module: its manifest and one loader per route. The
 * host labels the menu from remote-manifest.json (app/manifest.ts); this copy leaves the labels
 * out, so the code does not carry both languages' catalogues.
 */
export const registration: RemoteRegistration = { manifest: { ...declaration, texts: {} }, pages };
