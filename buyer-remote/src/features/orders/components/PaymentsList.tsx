import { EmptyState } from '@craft/shared';
import { RowList } from '../../../components/RowList';
import { QueryView } from '@craft/shared';
import { useMyOrders } from '../hooks/use-my-orders';
import { InvoicesOverview } from './InvoicesOverview';
import { OrderRow } from './OrderRow';
import { useBuyerTexts, buyerText } from '../../../texts';

/** The profile's Payment tab: the invoices received, then each order with its method, amount and status. */
export function PaymentsList() {
  return (
    <>
      <InvoicesOverview />
      <OrderPayments />
    </>
  );
}

function OrderPayments() {
  const t = useBuyerTexts('orders');
  const orders = useMyOrders();
  return (
    <QueryView query={orders} notFound={t('noPayments')}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title={t('noPayments')} />
        ) : (
          <RowList aria-label={t('payments')}>
            {list.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                extra={
                  <span>
                    {buyerText(`payment.methods.${order.payment_method}`)}
                    {order.account_last4 ? ` (${t('accountEnding', { last4: order.account_last4 })})` : ''}
                  </span>
                }
              />
            ))}
          </RowList>
        )
      }
    </QueryView>
  );
}
