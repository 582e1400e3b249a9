import { Button, type Order } from '@craft/shared';
import { downloadInvoice, getOrderInvoices } from '@craft/shared/payments';
import { formatLongDate } from '@craft/shared/i18n';
import { useQuery } from '@craft/shared/query';
import { useDownload } from '../../../hooks/use-download';
import { formatCents } from '../../../lib/format';
import { useBuyerTexts } from '../../../texts';

/** A completed order's invoices (and cancellation invoices) from the craftsman, each as PDF. */
export function OrderInvoices({ order }: { order: Order }) {
  const t = useBuyerTexts('invoices');
  const invoices = useQuery({ queryKey: ['orders', order.id, 'invoices'], queryFn: () => getOrderInvoices(order.id) });
  const file = useDownload();
  if (invoices.status !== 'success') return null;
  return (
    <section aria-labelledby="order-invoices">
      <h2 id="order-invoices">{t('orderHeading')}</h2>
      {invoices.data.length === 0 ? (
        <p>{t('orderNone')}</p>
      ) : (
        <ul>
          {invoices.data.map((invoice) => (
            <li key={invoice.id}>
              {invoice.kind === 'cancellation' ? t('cancellationLine', { label: invoice.label }) : t('invoiceLine', { label: invoice.label })}
              {' · '}
              {formatCents(invoice.gross_cents)} · {formatLongDate(invoice.issued_at)}
              {invoice.cancelled_by_id !== null && ` · ${t('cancelled')}`}{' '}
              <Button variant="secondary" size="sm" onClick={() => void file.download(() => downloadInvoice(invoice.id), invoice.label)} aria-label={t('downloadOne', { label: invoice.label })}>
                {t('pdf')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {file.error && <p role="alert">{file.error}</p>}
    </section>
  );
}
