import { Price, type Order } from '@craft/shared';
import { formatLongDate, formatPrice } from '@craft/shared/i18n';
import { Facts } from '@craft/shared/widgets';
import { StatusBadge } from './StatusBadge';
import { useBuyerTexts } from '../texts';
/** An order's facts as the buyer sees them (confirmation, detail). */
export function OrderSummary({ order }: { order: Order }) {
  const t = useBuyerTexts('orders');
  const tp = useBuyerTexts('payment');
  return (
    <Facts>
      <dt>{t('statusLabel')}</dt>
      <dd>
        <StatusBadge status={order.status} label={t(`status.${order.status}`)} />
      </dd>
      {order.reason && (order.status === 'rejected' || order.status === 'cancelled') && (
        <>
          <dt>{t('reason')}</dt>
          <dd>{order.reason}</dd>
        </>
      )}
      {order.seller_name && (
        <>
          <dt>{t('seller')}</dt>
          <dd>{order.seller_name}</dd>
        </>
      )}
      {(order.quantity > 1 || order.price_unit !== 'job') && (
        <>
          <dt>{t('quantity')}</dt>
          <dd>{t('quantityLine', { quantity: order.quantity, unitPrice: formatPrice(order.unit_price), unit: tp(`unit.${order.price_unit}`) })}</dd>
        </>
      )}
      <dt>{t('amount')}</dt>
      <dd>
        <Price amount={order.amount} />
      </dd>
      <dt>{t('method')}</dt>
      <dd>{tp(`methods.${order.payment_method}`)}</dd>
      <dt>{t('paymentLabel')}</dt>
      <dd>{t(`paymentStatus.${order.payment_status}`)}</dd>
      {order.account_last4 && (
        <>
          <dt>{t('account')}</dt>
          <dd>{t('accountEnding', { last4: order.account_last4 })}</dd>
        </>
      )}
      <dt>{t('ordered')}</dt>
      <dd>{formatLongDate(order.created_at)}</dd>
      {order.description && (
        <>
          <dt>{t('description')}</dt>
          <dd style={{ whiteSpace: 'pre-line' }}>{order.description}</dd>
        </>
      )}
    </Facts>
  );
}
