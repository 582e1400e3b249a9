import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, EmptyState, hostPaths, ServiceCard, ServiceGrid, type SearchPage } from '@craft/shared';
import { formatNumber, useLanguage } from '@craft/shared/i18n';
import { useResultsTexts } from '../texts';

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The card fills its grid row; the distance line sits under it, never under its edge. */
const Item = styled.li`
  display: grid;
  grid-template-rows: 1fr auto;
`;

const Distance = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

interface Props {
  result: SearchPage;
  /** Link to another page of the same search. */
  pageLink: (page: number) => string;
}

/** One page of hits, with the distance when a postcode was given, and the links to the other pages. */
export function ResultList({ result, pageLink }: Props) {
  const t = useResultsTexts();
  const language = useLanguage();
  const km = (value: number) => formatNumber(value, { maximumFractionDigits: 1 }, language);
  const { items, total, page, size } = result;
  if (items.length === 0 && page === 1) {
    return (
      <EmptyState title={t('none')} action={<ButtonLink to={hostPaths.menu}>{t('browseCategories')}</ButtonLink>}>
        {t('noneBody')}
      </EmptyState>
    );
  }
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <>
      <Count aria-live="polite">{t('count', { total })}</Count>
      <ServiceGrid>
        {items.map((service) => (
          <Item key={service.id}>
            <ServiceCard service={service} />
            {service.distance_km !== undefined && <Distance>{t('distance', { km: km(service.distance_km) })}</Distance>}
          </Item>
        ))}
      </ServiceGrid>
      {pages > 1 && (
        <Pager aria-label={t('pagination')}>
          {page > 1 && <Link to={pageLink(page - 1)}>← {t('previous')}</Link>}
          <span>{t('page', { page, pages })}</span>
          {page < pages && <Link to={pageLink(page + 1)}>{t('next')} →</Link>}
        </Pager>
      )}
    </>
  );
}
