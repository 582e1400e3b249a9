import { Price, type Order } from '@craft/shared';
import { formatDate } from '../lib/format';
import { Facts } from './Facts';
import { StatusBadge } from './StatusBadge';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.orders;

/** An order's facts as the buyer sees them (confirmation, detail). */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <Facts>
      <dt>{texts.statusLabel}</dt>
      <dd>
        <StatusBadge status={order.status} label={texts.status[order.status]} />
      </dd>
      {order.reason && (order.status === 'rejected' || order.status === 'cancelled') && (
        <>
          <dt>{texts.reason}</dt>
          <dd>{order.reason}</dd>
        </>
      )}
      {order.seller_name && (
        <>
          <dt>{texts.seller}</dt>
          <dd>{order.seller_name}</dd>
        </>
      )}
      {(order.quantity > 1 || order.price_unit !== 'job') && (
        <>
          <dt>{texts.quantity}</dt>
          <dd>{texts.quantityLine(order.quantity, `${order.unit_price}€`, buyerTexts.payment.unit[order.price_unit])}</dd>
        </>
      )}
      <dt>{texts.amount}</dt>
      <dd>
        <Price amount={order.amount} />
      </dd>
      <dt>{texts.method}</dt>
      <dd>{buyerTexts.payment.methods[order.payment_method]}</dd>
      <dt>{texts.paymentLabel}</dt>
      <dd>{texts.paymentStatus[order.payment_status]}</dd>
      {order.account_last4 && (
        <>
          <dt>{texts.account}</dt>
          <dd>{texts.accountEnding(order.account_last4)}</dd>
        </>
      )}
      <dt>{texts.ordered}</dt>
      <dd>{formatDate(order.created_at)}</dd>
      {order.description && (
        <>
          <dt>{texts.description}</dt>
          <dd style={{ whiteSpace: 'pre-line' }}>{order.description}</dd>
        </>
      )}
    </Facts>
  );
}
