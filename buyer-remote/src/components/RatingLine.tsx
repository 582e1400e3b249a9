import styled from 'styled-components';
import { StarRating } from '@craft/shared/widgets';
import { formatRating } from '../lib/format';
import { useBuyerTexts } from '../texts';

const NewBadge = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: 0.875rem;
  font-weight: 700;
`;

/**
 * A service's or craftsman's rating: stars and "4.8 (20 Rating)" once reviewed; before the first
 * review "New", never five empty stars and "0.0", which reads as a bad rating.
 */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  const t = useBuyerTexts('rating');
  if (count === 0 || average === null) {
    return <NewBadge title={t('newHint')}>{t('new')}</NewBadge>;
  }
  return (
    <>
      <StarRating value={average} readOnly size={18} />
      <span>{t('summary', { average: formatRating(average), count })}</span>
    </>
  );
}
