import styled from 'styled-components';
import { type Review } from '@craft/shared';
import { StarRating } from '@craft/shared/widgets';
import { RowList } from '../../../components/RowList';
import { formatLongDate } from '@craft/shared/i18n';
import { useBuyerTexts } from '../../../texts';

const Item = styled.li`
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  & p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;

  & strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The service's real reviews, newest as the API sends them; an empty state when none. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const t = useBuyerTexts('serviceDetail');
  if (reviews.length === 0) return <p>{t('noReviews')}</p>;
  return (
    <RowList>
      {reviews.map((review) => (
        <Item key={review.id}>
          <Meta>
            <strong>{review.buyer_firstname ?? t('anonymousReviewer')}</strong>
            <StarRating value={review.rating} readOnly size={16} />
            <span>{formatLongDate(review.created_at)}</span>
          </Meta>
          {review.text && <p>{review.text}</p>}
        </Item>
      ))}
    </RowList>
  );
}
