// Through the package names, as the rest of this entry: the shared singletons (the language, the kit), not copies.
import { Button } from '@craft/shared';
import { formatCents, formatLongDate, type Translate } from '@craft/shared/i18n';
import type { Invoice } from '../api/payment-types';

/**
 * The messages the list shows, by their ids in the remote's `invoices` catalogue section: each
 * remote keeps its own words under these ids and passes its translate function.
 */
export type InvoiceListTextId = 'orderHeading' | 'orderNone' | 'invoiceLine' | 'cancellationLine' | 'cancelled' | 'pdf' | 'downloadOne';

/**
 * An order's invoices and cancellation invoices, each with its amount, date and a PDF button,
 * the same list on the customer's and the craftsman's order page.
 */
export function InvoiceList({ invoices, t, onDownload }: { invoices: readonly Invoice[]; t: Translate<InvoiceListTextId>; onDownload: (invoice: Invoice) => void }) {
  return (
    <>
      <h2 id="order-invoices">{t('orderHeading')}</h2>
      {invoices.length === 0 ? (
        <p>{t('orderNone')}</p>
      ) : (
        <ul>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              {t(invoice.kind === 'cancellation' ? 'cancellationLine' : 'invoiceLine', { label: invoice.label })}
              {' · '}
              {formatCents(invoice.gross_cents)} · {formatLongDate(invoice.issued_at)}
              {invoice.cancelled_by_id !== null && ` · ${t('cancelled')}`}{' '}
              <Button variant="secondary" size="sm" onClick={() => onDownload(invoice)} aria-label={t('downloadOne', { label: invoice.label })}>
                {t('pdf')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
