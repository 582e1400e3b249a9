import { EmptyState } from '@craft/shared';
import { RowList } from '../../../components/Facts';
import { QueryView } from '@craft/shared';
import { useMyOrders } from '../hooks/use-my-orders';
import { OrderRow } from './OrderRow';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.orders;

/** The profile's Payment tab: each order with its method, amount and status. */
export function PaymentsList() {
  const orders = useMyOrders();
  return (
    <QueryView query={orders} notFound={texts.noPayments}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title={texts.noPayments} />
        ) : (
          <RowList aria-label={texts.payments}>
            {list.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                extra={
                  <span>
                    {buyerTexts.payment.methods[order.payment_method]}
                    {order.account_last4 ? ` (${texts.accountEnding(order.account_last4)})` : ''}
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
