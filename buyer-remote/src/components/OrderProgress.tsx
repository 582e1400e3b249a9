import { JobHistory } from '@craft/shared/jobs';
import type { Order } from '@craft/shared';
import { useBuyerTexts } from '../texts';
import { formatLongDate } from '@craft/shared/i18n';
import { ContactFacts } from '@craft/shared/widgets';
/**
 * Where an order stands: the craftsman's contact once accepted (shared both ways), the
 * reminder to confirm finished work, and every step so far, the same history the craftsman sees.
 */
export function OrderProgress({ order }: { order: Order }) {
  const t = useBuyerTexts('orders');
  const contact = order.counterpart_contact;
  return (
    <>
      {order.status === 'work_done' && order.auto_complete_at && <p>{t('workDoneHint', { date: formatLongDate(order.auto_complete_at) })}</p>}
      {contact && (
        <section aria-labelledby={`order-${order.id}-contact`}>
          <h2 id={`order-${order.id}-contact`}>{t('contactTitle')}</h2>
          <p>{t('contactHint')}</p>
          <ContactFacts contact={contact} labels={{ name: t('seller'), email: t('email'), phone: t('phone'), address: t('address') }} />
        </section>
      )}
      <JobHistory
        id={`order-${order.id}-history`}
        title={t('historyTitle')}
        steps={order.history.map((step) => ({ ...step, note: step.reason }))}
        reader="buyer"
        formatDate={formatLongDate}
      />
    </>
  );
}
