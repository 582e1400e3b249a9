import { useState } from 'react';
import { Alert, apiErrorMessage, Button, ButtonRow, reportError, saveBlob, unreachableMessage } from '@craft/shared';
import { cancelInvoice, downloadInvoice, getOrderInvoices, InvoiceList, issueInvoice, type Invoice } from '@craft/shared/payments';
import { queryClient, useQuery } from '@craft/shared/query';
import { Failed, Pending } from '../../../components/status';
import { useSellerTexts } from '../../../texts';

/**
 * A completed order's invoices on the craftsman's order page: issue the invoice (PDF, mailed to
 * the customer), download each, and correct one by a cancellation invoice and a new invoice.
 */
export function OrderInvoices({ orderId }: { orderId: number }) {
  const t = useSellerTexts('invoices');
  const key = ['orders', orderId, 'invoices'];
  const invoices = useQuery({ queryKey: key, queryFn: () => getOrderInvoices(orderId) });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const step = async (run: () => Promise<Invoice>, done: (invoice: Invoice) => string, action: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const invoice = await run();
      await queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['invoices', 'mine'] });
      setMessage({ tone: 'success', text: done(invoice) });
    } catch (error) {
      reportError(error, { action, app: 'seller' });
      setMessage({ tone: 'error', text: unreachableMessage(error) ?? apiErrorMessage(error) ?? t('failed') });
    } finally {
      setBusy(false);
    }
  };

  const download = async (invoice: Invoice) => {
    try {
      saveBlob(await downloadInvoice(invoice.id), invoice.label);
    } catch (error) {
      reportError(error, { action: 'Downloading an invoice', app: 'seller' });
      setMessage({ tone: 'error', text: t('downloadFailed') });
    }
  };

  if (invoices.status === 'pending') return <Pending />;
  if (invoices.status === 'error') return <Failed onRetry={() => void invoices.refetch()} />;
  const current = invoices.data.find((invoice) => invoice.kind === 'invoice' && invoice.cancelled_by_id === null);

  return (
    <section aria-labelledby="order-invoices">
      <InvoiceList
        invoices={invoices.data}
        t={t}
        onDownload={(invoice) => void download(invoice)}
      />
      {message && (
<Alert tone={message.tone}>{message.text}</Alert>
      )}
      <ButtonRow>
        {current ? (
          <Button variant="secondary" disabled={busy} onClick={() => void step(() => cancelInvoice(orderId), (made) => t('cancelledDone', { label: made.label }), 'Cancelling an invoice')}>
            {t('cancel')}
          </Button>
        ) : (
          <Button variant="seller" disabled={busy} onClick={() => void step(() => issueInvoice(orderId), (made) => t('issued', { label: made.label }), 'Issuing an invoice')}>
            {t('issue')}
          </Button>
        )}
      </ButtonRow>
    </section>
  );
}
