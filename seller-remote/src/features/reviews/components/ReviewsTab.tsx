import styled from 'styled-components';
import { orderQueries } from '@craft/shared';
import { StarRating } from '@craft/shared/widgets';
import { Empty, Failed, Pending } from '../../../components/status';
import { average, formatNumber } from '../../../lib/format';
import { useQuery } from '@craft/shared/query';
import { ReviewItem } from './ReviewItem';
import { useSellerTexts } from '../../../texts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Average = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

/** Dashboard tab 'Review and Rating': the real reviews of the seller's services, with the average. */
export function ReviewsTab() {
  const t = useSellerTexts('reviews');
  const reviews = useQuery(orderQueries.receivedReviews());
  if (reviews.status === 'pending') return <Pending />;
  if (reviews.status === 'error') return <Failed onRetry={() => void reviews.refetch()} />;
  const mean = average(reviews.data.map((r) => r.rating));
  if (mean === null) return <Empty>{t('none')}</Empty>;
  return (
    <div>
      <Average>
        <StarRating value={mean} readOnly />
        <span>{t('average', { value: formatNumber(mean, 1), count: reviews.data.length })}</span>
      </Average>
      <List>
        {reviews.data.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </List>
    </div>
  );
}
