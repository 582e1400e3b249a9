import { BuyerOffersTab } from '../features/buyer-offers/components/BuyerOffersTab';
import { DashboardPage, type DashboardTab } from '../features/dashboard/components/DashboardPage';
import { ManageServicesTab } from '../features/manage/components/ManageServicesTab';
import { PaymentsTab } from '../features/payments/components/PaymentsTab';
import { PortfolioTab } from '../features/portfolio/components/PortfolioTab';
import { QuotationsTab } from '../features/quotations/components/QuotationsTab';
import { ReviewsTab } from '../features/reviews/components/ReviewsTab';
import { YourServicesTab } from '../features/services/components/YourServicesTab';
import { sellerTexts } from '@craft/shared/texts/seller';

const label = sellerTexts.dashboard.tabs;

/** The app layer composes the dashboard from the features' tabs (features never import each other). */
const tabs: readonly DashboardTab[] = [
  { id: 'services', label: label.services, content: <YourServicesTab /> },
  { id: 'reviews', label: label.reviews, content: <ReviewsTab /> },
  { id: 'manage', label: label.manage, content: <ManageServicesTab /> },
  { id: 'payment', label: label.payment, content: <PaymentsTab /> },
  { id: 'buyer-offers', label: label.buyerOffers, content: <BuyerOffersTab /> },
  { id: 'quotations', label: label.quotations, content: <QuotationsTab /> },
  { id: 'portfolio', label: label.portfolio, content: <PortfolioTab /> },
];

export function SellerDashboard() {
  return <DashboardPage tabs={tabs} />;
}
