import { Button } from '@craft/shared';
import { downloadInvoice, downloadInvoicesCsv, getMyInvoices } from '@craft/shared/payments';
import { formatCents, formatLongDate } from '@craft/shared/i18n';
import { useQuery } from '@craft/shared/query';
import { useDownload } from '../../../hooks/use-download';
import { useBuyerTexts } from '../../../texts';

/** The profile's Payment tab: the invoices the customer received, and his records as CSV. */
export function InvoicesOverview() {
  const t = useBuyerTexts('invoices');
  const invoices = useQuery({ queryKey: ['invoices', 'mine'], queryFn: getMyInvoices });
  const file = useDownload();
  return (
    <section aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">{t('heading')}</h2>
      <Button variant="secondary" size="sm" onClick={() => void file.download(downloadInvoicesCsv, 'invoices-and-payments')}>
        {t('csv')}
      </Button>
      {file.error && <p role="alert">{file.error}</p>}
      {invoices.status === 'success' &&
        (invoices.data.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <ul>
            {invoices.data.map((invoice) => (
              <li key={invoice.id}>
                {invoice.kind === 'cancellation' ? t('cancellationLine', { label: invoice.label }) : t('invoiceLine', { label: invoice.label })}
                {' · '}
                {invoice.seller_name} · {invoice.service_title} · {formatCents(invoice.gross_cents)} · {formatLongDate(invoice.issued_at)}{' '}
                <Button variant="secondary" size="sm" onClick={() => void file.download(() => downloadInvoice(invoice.id), invoice.label)} aria-label={t('downloadOne', { label: invoice.label })}>
                  {t('pdf')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
