import { JobHistory } from '@craft/shared/jobs';
import type { Order } from '@craft/shared';
import { buyerTexts } from '@craft/shared/texts/buyer';
import { formatDate } from '../lib/format';
import { Facts } from './Facts';

const texts = buyerTexts.orders;

/**
 * Where an order stands (#15): the craftsman's contact once accepted (shared both ways), the
 * reminder to confirm finished work, and every step so far, the same history the craftsman sees.
 */
export function OrderProgress({ order }: { order: Order }) {
  const contact = order.counterpart_contact;
  return (
    <>
      {order.status === 'work_done' && order.auto_complete_at && <p>{texts.workDoneHint(formatDate(order.auto_complete_at))}</p>}
      {contact && (
        <section aria-labelledby={`order-${order.id}-contact`}>
          <h2 id={`order-${order.id}-contact`}>{texts.contactTitle}</h2>
          <p>{texts.contactHint}</p>
          <Facts>
            <dt>{texts.seller}</dt>
            <dd>{contact.name}</dd>
            <dt>{texts.email}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>{texts.phone}</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
            </dd>
            <dt>{texts.address}</dt>
            <dd>{[contact.street, contact.post_number].filter(Boolean).join(', ')}</dd>
          </Facts>
        </section>
      )}
      <JobHistory
        id={`order-${order.id}-history`}
        title={texts.historyTitle}
        steps={order.history.map((step) => ({ ...step, note: step.reason }))}
        reader="buyer"
        formatDate={formatDate}
      />
    </>
  );
}
