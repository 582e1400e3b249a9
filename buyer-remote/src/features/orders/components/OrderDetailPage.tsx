import { Alert, Button, ButtonLink, ButtonRow, Card, downloadOrderDocument, PageContainer, type Order } from '@craft/shared';
import { MessageAction } from '@craft/shared/messaging';
import { buyerPaths, links } from '../../../config/paths';
import { OrderSummary } from '../../../components/OrderSummary';
import { QueryView } from '@craft/shared';
import { useDownload } from '../../../hooks/use-download';
import { useOrderFromQuery } from '../../../hooks/use-order';
import { BuyerOrderActions } from '../../../components/BuyerOrderActions';
import { OrderProgress } from '../../../components/OrderProgress';
import { useBuyerTexts } from '../../../texts';
import { OrderInvoices } from './OrderInvoices';
import { showsTransfer, TransferPanel } from './TransferPanel';

function OrderDetail({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const t = useBuyerTexts('orders');
  const file = useDownload();

  return (
    <Card as="section" aria-labelledby="order-detail-title">
      <h1 id="order-detail-title" style={{ marginTop: 0 }}>
        {t('detailTitle')}: {order.service_title}
      </h1>
      <OrderSummary order={order} />
      <OrderProgress order={order} />
      {showsTransfer(order) && <TransferPanel order={order} />}
      {order.status === 'completed' && <OrderInvoices order={order} />}
      {file.error && <Alert tone="error">{file.error}</Alert>}
      <ButtonRow>
        <ButtonLink to={buyerPaths.orders} variant="secondary">
          {t('backToOrders')}
        </ButtonLink>
        {order.has_document && (
          <Button variant="secondary" onClick={() => void file.download(() => downloadOrderDocument(order.id), `order-${order.id}`)}>
            {t('download')}
          </Button>
        )}
        <MessageAction
          to={{ seller_id: order.seller_id, order_id: order.id }}
          recipientName={order.seller_name ?? t('theCraftsman')}
          about={`${t('detailTitle')}: ${order.service_title}`}
          linkTo={links.conversation}
        />
        <BuyerOrderActions order={order} onChange={onChange} />
      </ButtonRow>
    </Card>
  );
}

/** /orders/detail?id=ID */
export function OrderDetailPage() {
  const t = useBuyerTexts('orders');
  const order = useOrderFromQuery('id');
  return (
    <PageContainer style={{ maxWidth: 800 }}>
      <QueryView query={order.query} notFound={t('notFound')} noId={t('noOrderId')}>
        {(data) => <OrderDetail order={data} onChange={order.setData} />}
      </QueryView>
    </PageContainer>
  );
}
