import { orderQueries, Price } from '@craft/shared';
import { Facts } from '@craft/shared/widgets';
import { CardItem, CardList } from '../../../components/lists';
import { Empty, Failed, Pending } from '../../../components/status';
import { formatLongDate } from '@craft/shared/i18n';
import { useQuery } from '@craft/shared/query';
import { useSellerTexts } from '../../../texts';
import { InvoicesOverview } from './InvoicesOverview';
import { PaymentDetailsForm } from './PaymentDetailsForm';

const METHODS = ['credit-card', 'bank-transfer', 'paypal'] as const;
const isKnownMethod = (method: string): method is (typeof METHODS)[number] => (METHODS as readonly string[]).includes(method);

/** Dashboard tab 'Payment': bank and tax details, the invoices, and the orders buyers placed with amount, method and status. */
export function PaymentsTab() {
  const t = useSellerTexts('payments');
  return (
    <>
      <PaymentDetailsForm />
      <InvoicesOverview />
      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading">{t('heading')}</h2>
        <ReceivedPayments />
      </section>
    </>
  );
}

/** The orders buyers placed: what they pay and how, as they picked it. */
function ReceivedPayments() {
  const t = useSellerTexts('payments');
  const orders = useQuery(orderQueries.received());
  if (orders.status === 'pending') return <Pending />;
  if (orders.status === 'error') return <Failed onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) return <Empty>{t('none')}</Empty>;
  return (
    <CardList>
      {orders.data.map((order) => (
        <CardItem key={order.id}>
          <Facts
            items={[
              { label: t('service'), value: order.service_title },
              { label: t('buyer'), value: order.buyer_name ?? '—' },
              { label: t('amount'), value: <Price amount={order.amount} /> },
              { label: t('method'), value: isKnownMethod(order.payment_method) ? t(`methods.${order.payment_method}`) : order.payment_method },
              { label: t('status'), value: t('statusValue', { status: order.status }) },
              { label: t('date'), value: formatLongDate(order.created_at) },
            ]}
          />
        </CardItem>
      ))}
    </CardList>
  );
}
