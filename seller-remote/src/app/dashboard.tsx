import { lazy, Suspense } from 'react';
import { Loading } from '@craft/shared';
import { JobsTab } from '../features/jobs/components/JobsTab';
import { DashboardPage, type DashboardTab } from '../features/dashboard/components/DashboardPage';
import { ManageServicesTab } from '../features/manage/components/ManageServicesTab';
import { PaymentsTab } from '../features/payments/components/PaymentsTab';
import { PortfolioTab } from '../features/portfolio/components/PortfolioTab';
import { QuotationsTab } from '../features/quotations/components/QuotationsTab';
import { ReviewsTab } from '../features/reviews/components/ReviewsTab';
import { ServiceAreaForm } from '../features/service-area/components/ServiceAreaForm';
import { YourServicesTab } from '../features/services/components/YourServicesTab';
import { sellerTexts } from '@craft/shared/texts/seller';

const label = sellerTexts.dashboard.tabs;

// Conversations bring the message screens and link detection: loaded when the tab is opened.
const MessagesTab = lazy(() => import('../features/messages/components/MessagesTab').then((m) => ({ default: m.MessagesTab })));

/** The app layer composes the dashboard from the features' tabs (features never import each other). */
const tabs: readonly DashboardTab[] = [
  { id: 'services', label: label.services, content: <YourServicesTab /> },
  { id: 'reviews', label: label.reviews, content: <ReviewsTab /> },
  {
    id: 'manage',
    label: label.manage,
    // Where the craftsman works belongs with the services they offer there (#16).
    content: (
      <>
        <ServiceAreaForm />
        <ManageServicesTab />
      </>
    ),
  },
  { id: 'payment', label: label.payment, content: <PaymentsTab /> },
  { id: 'buyer-offers', label: label.buyerOffers, content: <JobsTab /> },
  { id: 'quotations', label: label.quotations, content: <QuotationsTab /> },
  { id: 'portfolio', label: label.portfolio, content: <PortfolioTab /> },
  {
    id: 'messages',
    label: label.messages,
    content: (
      <Suspense fallback={<Loading />}>
        <MessagesTab />
      </Suspense>
    ),
  },
];

export function SellerDashboard() {
  return <DashboardPage tabs={tabs} />;
}
