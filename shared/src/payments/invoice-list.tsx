// Through the package names, as the rest of this entry: the shared singletons (the language, the kit), not copies.
import { Button } from '@craft/shared';
import { formatCents, formatLongDate } from '@craft/shared/i18n';
import type { Invoice } from '../api/payment-types';

/** The words of an order's invoice list; each remote passes its own catalogue's. */
export interface InvoiceListTexts {
  heading: string;
  none: string;
  line: (invoice: Invoice) => string;
  cancelled: string;
  pdf: string;
  downloadOne: (invoice: Invoice) => string;
}

/**
 * An order's invoices and cancellation invoices, each with its amount, date and a PDF button,
 * the same list on the customer's and the craftsman's order page.
 */
export function InvoiceList({ invoices, texts, onDownload }: { invoices: readonly Invoice[]; texts: InvoiceListTexts; onDownload: (invoice: Invoice) => void }) {
  return (
    <>
      <h2 id="order-invoices">{texts.heading}</h2>
      {invoices.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              {texts.line(invoice)}
              {' · '}
              {formatCents(invoice.gross_cents)} · {formatLongDate(invoice.issued_at)}
              {invoice.cancelled_by_id !== null && ` · ${texts.cancelled}`}{' '}
              <Button variant="secondary" size="sm" onClick={() => onDownload(invoice)} aria-label={texts.downloadOne(invoice)}>
                {texts.pdf}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
