import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, EmptyState, hostPaths, ServiceCard, ServiceGrid, type SearchPage } from '@craft/shared';
import { hostResultsTexts } from '@craft/shared/texts/host-results';

const texts = hostResultsTexts;

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
  const { items, total, page, size } = result;
  if (items.length === 0 && page === 1) {
    return (
      <EmptyState title={texts.none} action={<ButtonLink to={hostPaths.menu}>{texts.browseCategories}</ButtonLink>}>
        {texts.noneBody}
      </EmptyState>
    );
  }
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <>
      <Count aria-live="polite">{texts.count(total)}</Count>
      <ServiceGrid>
        {items.map((service) => (
          <Item key={service.id}>
            <ServiceCard service={service} />
            {service.distance_km !== undefined && <Distance>{texts.distance(service.distance_km)}</Distance>}
          </Item>
        ))}
      </ServiceGrid>
      {pages > 1 && (
        <Pager aria-label={texts.pagination}>
          {page > 1 && <Link to={pageLink(page - 1)}>← {texts.previous}</Link>}
          <span>{texts.page(page, pages)}</span>
          {page < pages && <Link to={pageLink(page + 1)}>{texts.next} →</Link>}
        </Pager>
      )}
    </>
  );
}
