import { useState } from 'react';
import { Alert, Button, reportError, saveBlob } from '@craft/shared';
import { downloadInvoice, downloadInvoicesCsv, getMyInvoices, type Invoice } from '@craft/shared/payments';
import { Facts } from '@craft/shared/widgets';
import { formatCents, formatLongDate } from '@craft/shared/i18n';
import { useQuery } from '@craft/shared/query';
import { CardItem, CardList } from '../../../components/lists';
import { Empty, Failed, Pending } from '../../../components/status';
import { useSellerTexts } from '../../../texts';

/** The craftsman's issued invoices and cancellations, each as PDF, and everything as CSV for his records. */
export function InvoicesOverview() {
  const t = useSellerTexts('invoices');
  const invoices = useQuery({ queryKey: ['invoices', 'mine'], queryFn: getMyInvoices });
  const [failed, setFailed] = useState(false);

  const download = async (load: () => Promise<Blob>, name: string) => {
    setFailed(false);
    try {
      saveBlob(await load(), name);
    } catch (error) {
      reportError(error, { action: 'Downloading invoices', app: 'seller' });
      setFailed(true);
    }
  };

  let list;
  if (invoices.status === 'pending') list = <Pending />;
  else if (invoices.status === 'error') list = <Failed onRetry={() => void invoices.refetch()} />;
  else if (invoices.data.length === 0) list = <Empty>{t('none')}</Empty>;
  else
    list = (
      <CardList aria-label={t('heading')}>
        {invoices.data.map((invoice: Invoice) => (
          <CardItem key={invoice.id}>
            <Facts
              items={[
                { label: t('number'), value: `${invoice.label}${invoice.kind === 'cancellation' ? ` (${t('cancellation')})` : ''}` },
                { label: t('customer'), value: invoice.buyer_name },
                { label: t('service'), value: invoice.service_title },
                { label: t('gross'), value: formatCents(invoice.gross_cents) },
                { label: t('issued'), value: formatLongDate(invoice.issued_at) },
              ]}
            />
            <Button variant="secondary" size="sm" onClick={() => void download(() => downloadInvoice(invoice.id), invoice.label)} aria-label={t('downloadOne', { label: invoice.label })}>
              {t('pdf')}
            </Button>
          </CardItem>
        ))}
      </CardList>
    );

  return (
    <section aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">{t('heading')}</h2>
      <Button variant="secondary" size="sm" onClick={() => void download(downloadInvoicesCsv, 'invoices-and-payments')}>
        {t('csv')}
      </Button>
      {failed && <Alert tone="error">{t('downloadFailed')}</Alert>}
      {list}
    </section>
  );
}
