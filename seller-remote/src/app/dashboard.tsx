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
import { CompanyProfileForm } from '../features/company-profile/components/CompanyProfileForm';
import { TraderDetailsForm } from '../features/trader-details/components/TraderDetailsForm';
import { OnboardingChecklist } from '../features/onboarding/components/OnboardingChecklist';
import { YourServicesTab } from '../features/services/components/YourServicesTab';
import { useSellerTexts } from '../texts';

// Conversations bring the message screens and link detection: loaded when the tab is opened.
const MessagesTab = lazy(() => import('../features/messages/components/MessagesTab').then((m) => ({ default: m.MessagesTab })));
// The insights draw charts (recharts): loaded when the tab is opened, never on the dashboard's first load.
const InsightsTab = lazy(() => import('../features/insights/components/InsightsTab').then((m) => ({ default: m.InsightsTab })));

/** The app layer composes the dashboard from the features' tabs (features never import each other). */
const tabs: readonly Omit<DashboardTab, 'label'>[] = [
  { id: 'services', content: <YourServicesTab /> },
  { id: 'reviews', content: <ReviewsTab /> },
  {
    id: 'manage',
    // Where the craftsman works belongs with the services they offer there, and so does his company.
    content: (
      <>
        <CompanyProfileForm />
        <TraderDetailsForm />
        <ServiceAreaForm />
        <ManageServicesTab />
      </>
    ),
  },
  { id: 'payment', content: <PaymentsTab /> },
  { id: 'buyer-offers', content: <JobsTab /> },
  { id: 'quotations', content: <QuotationsTab /> },
  { id: 'portfolio', content: <PortfolioTab /> },
  {
    id: 'insights',
    content: (
      <Suspense fallback={<Loading />}>
        <InsightsTab />
      </Suspense>
    ),
  },
  {
    id: 'messages',
    content: (
      <Suspense fallback={<Loading />}>
        <MessagesTab />
      </Suspense>
    ),
  },
];

/** Each tab's name in the page's language, keyed by its id. */
const labelIds = {
  services: 'services',
  reviews: 'reviews',
  manage: 'manage',
  payment: 'payment',
  'buyer-offers': 'buyerOffers',
  quotations: 'quotations',
  portfolio: 'portfolio',
  insights: 'insights',
  messages: 'messages',
} as const satisfies Record<DashboardTab['id'], string>;

export function SellerDashboard() {
  const t = useSellerTexts('dashboard.tabs');
  return <DashboardPage checklist={<OnboardingChecklist />} tabs={tabs.map((tab) => ({ ...tab, label: t(labelIds[tab.id]) }))} />;
}
