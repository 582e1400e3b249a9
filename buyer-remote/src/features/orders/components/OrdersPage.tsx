import {
  ButtonLink,
  ButtonRow,
  EmptyState,
  hostPaths,
  links,
  PageContainer,
  type Order,
} from '@craft/shared';
import { RowList } from '../../../components/Facts';
import { ResourceView } from '../../../components/ResourceView';
import { useMyOrders } from '../hooks/use-my-orders';
import { OrderRow } from './OrderRow';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.orders;

function OrderActions({ order }: { order: Order }) {
  return (
    <ButtonRow>
      <ButtonLink to={links.orderDetail(order.id)} variant="secondary" size="sm">
        {texts.viewDetail}
      </ButtonLink>
      {order.status === 'accepted' &&
        (order.review ? (
          <ButtonLink to={links.orderReviewResult(order.id)} variant="secondary" size="sm">
            {texts.seeReview}
          </ButtonLink>
        ) : (
          <ButtonLink to={links.orderReview(order.id)} variant="secondary" size="sm">
            {texts.giveReview}
          </ButtonLink>
        ))}
      <ButtonLink to={links.payment(order.service_id)} size="sm">
        {texts.reOrder}
      </ButtonLink>
    </ButtonRow>
  );
}

/** /orders: the buyer's real order history. */
export function OrdersPage() {
  const orders = useMyOrders();
  return (
    <PageContainer>
      <h1>{texts.title}</h1>
      <ResourceView resource={orders} notFound={texts.empty}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={texts.empty} action={<ButtonLink to={hostPaths.home}>{texts.browse}</ButtonLink>} />
          ) : (
            <RowList>
              {list.map((order) => (
                <OrderRow key={order.id} order={order} actions={<OrderActions order={order} />} />
              ))}
            </RowList>
          )
        }
      </ResourceView>
    </PageContainer>
  );
}
