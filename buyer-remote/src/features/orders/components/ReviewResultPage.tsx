import styled from 'styled-components';
import { ButtonLink, ButtonRow, Card, PageContainer, type Order } from '@craft/shared';
import { StarRating } from '@craft/shared/widgets';
import { buyerPaths, links } from '../../../config/paths';
import { QueryView } from '@craft/shared';
import { useOrderFromQuery } from '../../../hooks/use-order';
import { useBuyerTexts } from '../../../texts';

const Text = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

function ReviewResult({ order }: { order: Order }) {
  const t = useBuyerTexts('review');
  const { review } = order;
  return (
    <Card as="section" aria-labelledby="review-result-title">
      <h1 id="review-result-title" style={{ marginTop: 0 }}>
        {t('resultTitle')}
      </h1>
      <p>{order.service_title}</p>
      {review ? (
        <>
          <StarRating value={review.rating} readOnly label={t('rating')} />
          <p>{t('ratingOf', { rating: review.rating })}</p>
          {review.text && <Text>{review.text}</Text>}
        </>
      ) : (
        <p>{t('noReview')}</p>
      )}
      <ButtonRow>
        <ButtonLink to={buyerPaths.orders} variant="secondary">
          {t('back')}
        </ButtonLink>
        {/* An existing review within its 14 days, or a completed order without one, can be edited or written. */}
        {(review ? !order.review_editable_until || Date.parse(order.review_editable_until) > Date.now() : order.status === 'completed') && (
          <ButtonLink to={review ? links.orderReviewEdit(order.id) : links.orderReview(order.id)}>{t('edit')}</ButtonLink>
        )}
      </ButtonRow>
    </Card>
  );
}

/** /orders/review/result?order=ID: the stored review with Edit and Back. */
export function ReviewResultPage() {
  const t = useBuyerTexts('orders');
  const order = useOrderFromQuery('order');
  return (
    <PageContainer style={{ maxWidth: 720 }}>
      <QueryView query={order.query} notFound={t('notFound')} noId={t('noOrderId')}>
        {(data) => <ReviewResult order={data} />}
      </QueryView>
    </PageContainer>
  );
}
