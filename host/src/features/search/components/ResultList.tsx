import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, EmptyState, hostPaths, hostTexts, serviceQueries, ServiceCard, ServiceGrid } from '@craft/shared';
import { useLightQuery } from '../../../hooks/use-light-query';
import { QueryView } from '@craft/shared';

const texts = hostTexts.results;
export const RESULTS_PAGE_SIZE = 12;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
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
  query: string;
  category?: number;
  page: number;
  /** Link to another page of the same search. */
  pageLink: (page: number) => string;
}

/** The services matching the search, a page at a time. */
export function ResultList({ query, category, page, pageLink }: Props) {
  const result = useLightQuery(serviceQueries.search(query, category, page, RESULTS_PAGE_SIZE));
  return (
    <QueryView query={result}>
      {({ items, total }) => {
        if (items.length === 0) {
          return (
            <EmptyState
              title={texts.none}
              action={<ButtonLink to={hostPaths.menu}>{texts.browseCategories}</ButtonLink>}
            >
              {texts.noneBody}
            </EmptyState>
          );
        }
        const pages = Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE));
        return (
          <>
            <Count aria-live="polite">{texts.count(total)}</Count>
            <ServiceGrid>
              {items.map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} />
                </li>
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
      }}
    </QueryView>
  );
}
