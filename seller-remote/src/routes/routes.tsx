import type { ComponentType } from 'react';
import type { SellerRoutePath } from '@craft/shared';
import { sellerPaths } from '@craft/shared';
import { ConfirmProductPage } from '../features/buyer-offers/components/ConfirmProductPage';
import { PortfolioDetailPage } from '../features/portfolio/components/PortfolioDetailPage';
import { PortfolioCreatePage, PortfolioEditPage } from '../features/portfolio/components/PortfolioFormPages';
import { CreateProductPage } from '../features/service-form/components/CreateProductPage';
import { EditProductPage } from '../features/service-form/components/EditProductPage';
import { ProductDetailPage } from '../features/services/components/ProductDetailPage';
import { RatingProductPage } from '../features/services/components/RatingProductPage';
import { ShowProductPage } from '../features/services/components/ShowProductPage';
import { SellerDashboard } from './dashboard';

/** One page per seller route; the host mounts each inside its router behind the seller guard. */
export const routes: Record<SellerRoutePath, ComponentType> = {
  [sellerPaths.dashboard]: SellerDashboard,
  [sellerPaths.productDetail]: ProductDetailPage,
  [sellerPaths.createProduct]: CreateProductPage,
  [sellerPaths.showProduct]: ShowProductPage,
  [sellerPaths.editProduct]: EditProductPage,
  [sellerPaths.ratingProduct]: RatingProductPage,
  [sellerPaths.buyerConfirmProduct]: ConfirmProductPage,
  [sellerPaths.portfolioDetail]: PortfolioDetailPage,
  [sellerPaths.portfolioCreate]: PortfolioCreatePage,
  [sellerPaths.portfolioEdit]: PortfolioEditPage,
};
