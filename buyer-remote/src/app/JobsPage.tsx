import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@craft/shared';
import { Tabs } from '@craft/shared/widgets';
import { useBuyerTexts } from '../texts';
import { MyDirectOffers } from '../features/direct-offers/components/MyDirectOffers';
import { MyQuotationRequests } from '../features/offers/components/OffersPage';
import { OrderHistory } from '../features/orders/components/OrdersPage';
import { isJobsTab, type JobsTab } from '../config/paths';
/**
 * /jobs?tab=orders|offers|requests: the buyer's one place for everything they started with
 * craftsmen: orders, direct offers and quotation requests with their answers. Composed here, at
 * the app layer, from three features that never import one another. The spec's /orders and
 * /offers stay as they were; the menu's Orders and Offers lead here.
 */
export function JobsPage() {
  const t = useBuyerTexts('jobs');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: JobsTab = isJobsTab(requested) ? requested : 'orders';
  return (
    <PageContainer>
      <h1>{t('title')}</h1>
      <Tabs<JobsTab>
        label={t('title')}
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        tabs={[
          { id: 'orders', label: t('tabs.orders'), content: <OrderHistory /> },
          { id: 'offers', label: t('tabs.offers'), content: <MyDirectOffers /> },
          { id: 'requests', label: t('tabs.requests'), content: <MyQuotationRequests /> },
        ]}
      />
    </PageContainer>
  );
}
