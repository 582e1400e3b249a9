import styled from 'styled-components';
import { Section } from '@craft/shared';
import { StarRating } from '@craft/shared/widgets';
import { Empty, Failed, Pending } from '../../../components/status';
import { formatLongDate } from '@craft/shared/i18n';
import { useServiceReviews } from '../hooks/use-service-reviews';
import { useSellerTexts } from '../../../texts';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding-bottom: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;

/** The real reviews of one service (the spec's sample reviews made real). */
export function ServiceReviews({ serviceId }: { serviceId: number }) {
  const t = useSellerTexts('detail');
  const reviews = useServiceReviews(serviceId);
  return (
    <Section aria-labelledby="service-reviews">
      <h2 id="service-reviews">{t('reviewsHeading')}</h2>
      {reviews.status === 'pending' && <Pending />}
      {reviews.status === 'error' && <Failed onRetry={() => void reviews.refetch()} />}
      {reviews.status === 'success' && reviews.data.length === 0 && <Empty>{t('noReviews')}</Empty>}
      {reviews.status === 'success' && reviews.data.length > 0 && (
        <List>
          {reviews.data.map((review) => (
            <li key={review.id}>
              <strong>{review.buyer_firstname ?? t('anonymousBuyer')}</strong> · {formatLongDate(review.created_at)}
              <div>
                <StarRating value={review.rating} readOnly size={18} />
              </div>
              <p>{review.text}</p>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
