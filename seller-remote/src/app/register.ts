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
  productDetail: page(() => import('../features/services/components/ProductDetailPage'), (m) => m.ProductDetailPage),
  createProduct: page(() => import('../features/service-form/components/CreateProductPage'), (m) => m.CreateProductPage),
  showProduct: page(() => import('../features/services/components/ShowProductPage'), (m) => m.ShowProductPage),
  editProduct: page(() => import('../features/service-form/components/EditProductPage'), (m) => m.EditProductPage),
  ratingProduct: page(() => import('../features/services/components/RatingProductPage'), (m) => m.RatingProductPage),
  buyerConfirmProduct: page(() => import('../features/jobs/components/ConfirmProductPage'), (m) => m.ConfirmProductPage),
  jobOrder: page(() => import('../features/jobs/components/ConfirmProductPage'), (m) => m.JobOrderPage),
  jobOffer: page(() => import('../features/jobs/components/ConfirmProductPage'), (m) => m.JobOfferPage),
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
