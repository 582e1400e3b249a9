import { useState } from 'react';
import styled from 'styled-components';
import { Button, type Review } from '@craft/shared';
import { StarRating } from '@craft/shared/widgets';
import { formatNumber, preview } from '../../../lib/format';
import { formatLongDate } from '@craft/shared/i18n';
import { useSellerTexts } from '../../../texts';

const Item = styled.li`
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One review: read-only stars, the text cut at 30 characters plus '...', the full text on demand. */
export function ReviewItem({ review }: { review: Review }) {
  const t = useSellerTexts('reviews');
  const detail = useSellerTexts('detail');
  const [open, setOpen] = useState(false);
  const cut = preview(review.text);
  const long = cut !== review.text;
  return (
    <Item>
      <strong>{review.buyer_firstname ?? detail('anonymousBuyer')}</strong>
      {review.service_title && <small> {t('forService', { title: review.service_title })}</small>}
      <div>
        <StarRating value={review.rating} readOnly size={18} label={t('ratingLabel', { rating: formatNumber(review.rating) })} />
      </div>
      <p>{open ? review.text : cut}</p>
      <small>{formatLongDate(review.created_at)}</small>{' '}
      {long && (
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? t('showLess') : t('showMore')}
        </Button>
      )}
    </Item>
  );
}
