import { useSearchParams } from 'react-router-dom';
import { ButtonLink, ButtonRow, EmptyState, hostPaths, PageContainer, type Order } from '@craft/shared';
import { StarRating } from '@craft/shared/widgets';
import { buyerPaths, links } from '../../../config/paths';
import { RowList } from '../../../components/RowList';
import { QueryView } from '@craft/shared';
import { useMyOrders } from '../hooks/use-my-orders';
import { OrderRow } from './OrderRow';
import { useBuyerTexts } from '../../../texts';

function OrderActions({ order }: { order: Order }) {
  const t = useBuyerTexts('orders');
  return (
    <ButtonRow>
      <ButtonLink to={links.orderDetail(order.id)} variant="secondary" size="sm">
        {t('viewDetail')}
      </ButtonLink>
      {order.status === 'completed' &&
        (order.review ? (
          <ButtonLink to={links.orderReviewResult(order.id)} variant="secondary" size="sm">
            {t('seeReview')}
          </ButtonLink>
        ) : (
          <ButtonLink to={links.orderReview(order.id)} variant="secondary" size="sm">
            {t('giveReview')}
          </ButtonLink>
        ))}
      <ButtonLink to={links.payment(order.service_id)} size="sm">
        {t('reOrder')}
      </ButtonLink>
    </ButtonRow>
  );
}

/** The rating and text of a reviewed order, for the My Reviews view. */
function ReviewSummary({ order }: { order: Order }) {
  const t = useBuyerTexts('review');
  if (!order.review) return null;
  return (
    <>
      <StarRating value={order.review.rating} readOnly size={16} label={t('rating')} />
      {order.review.text && <span style={{ overflowWrap: 'anywhere' }}>{order.review.text}</span>}
    </>
  );
}

/** The buyer's orders, newest first; `reviewsOnly` narrows them to the reviewed ones (My Reviews). */
export function OrderHistory({ reviewsOnly = false }: { reviewsOnly?: boolean }) {
  const t = useBuyerTexts('orders');
  const orders = useMyOrders();
  return (
    <QueryView query={orders} notFound={t('empty')}>
      {(all) => {
        const list = reviewsOnly ? all.filter((order) => order.review) : all;
        if (list.length > 0) {
          return (
            <RowList>
              {list.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  extra={reviewsOnly ? <ReviewSummary order={order} /> : undefined}
                  actions={<OrderActions order={order} />}
                />
              ))}
            </RowList>
          );
        }
        return reviewsOnly ? (
          <EmptyState title={t('noReviews')} action={<ButtonLink to={buyerPaths.orders}>{t('allOrders')}</ButtonLink>}>
            {t('noReviewsHint')}
          </EmptyState>
        ) : (
          <EmptyState title={t('empty')} action={<ButtonLink to={hostPaths.home}>{t('browse')}</ButtonLink>} />
        );
      }}
    </QueryView>
  );
}

/** /orders: the buyer's real order history; ?view=reviews narrows it to the reviewed orders (My Reviews). */
export function OrdersPage() {
  const t = useBuyerTexts('orders');
  const [params] = useSearchParams();
  const reviewsOnly = params.get('view') === 'reviews';
  return (
    <PageContainer>
      <h1>{reviewsOnly ? t('myReviewsTitle') : t('title')}</h1>
      <OrderHistory reviewsOnly={reviewsOnly} />
    </PageContainer>
  );
}
