import type { Order } from '@craft/shared';
import { downloadInvoice, getOrderInvoices, InvoiceList } from '@craft/shared/payments';
import { useQuery } from '@craft/shared/query';
import { useDownload } from '../../../hooks/use-download';
import { useBuyerTexts } from '../../../texts';

/** A completed order's invoices (and cancellation invoices) from the craftsman, each as PDF. */
export function OrderInvoices({ order }: { order: Order }) {
  const t = useBuyerTexts('invoices');
  const invoices = useQuery({ queryKey: ['orders', order.id, 'invoices'], queryFn: () => getOrderInvoices(order.id) });
  const file = useDownload();
  if (invoices.status !== 'success') return null;
  return (
    <section aria-labelledby="order-invoices">
      <InvoiceList
        invoices={invoices.data}
        t={t}
        onDownload={(invoice) => void file.download(() => downloadInvoice(invoice.id), invoice.label)}
      />
      {file.error && <p role="alert">{file.error}</p>}
    </section>
  );
}
