import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { links, ServiceCard, ServiceGrid, useCategoryLabel, type Category } from '@craft/shared';
import { useHostTexts } from '../../../texts';

/** Bands alternate light (dark text) and blue (white text). */
const Band = styled.section<{ $blue: boolean }>`
  background: ${({ theme, $blue }) => ($blue ? theme.colors.bandBlue : theme.colors.bandLight)};
  color: ${({ theme, $blue }) => ($blue ? theme.colors.bandBlueText : theme.colors.bandLightText)};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.5rem;
  }
  & > h2 a {
    color: inherit;
  }
  & > p {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    max-width: 70ch;
  }
`;

const SeeAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(4)};
  color: inherit;
  font-weight: 700;
`;

/** One category: name, description, its service cards and a link to the rest when there are more. */
export function CategoryBand({ category, index }: { category: Category; index: number }) {
  const t = useHostTexts('landing');
  const name = useCategoryLabel()(category.name);
  const titleId = useId();
  const more = category.service_count > category.services.length;
  return (
    <Band aria-labelledby={titleId} $blue={index % 2 === 1}>
      <Inner>
        <h2 id={titleId}>
          <Link to={links.results('', category.id)}>{name}</Link>
        </h2>
        <p>{category.description}</p>
        {category.services.length === 0 ? (
          <p>{t('noServices')}</p>
        ) : (
          <ServiceGrid>
            {category.services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ServiceGrid>
        )}
        {/* Every band leads to its category's results; with more than shown, it says how many. */}
        {category.service_count > 0 && (
          <SeeAll to={links.results('', category.id)}>
            {more ? t('seeAll', { count: category.service_count, name }) : t('categoryResults', { name })} →
          </SeeAll>
        )}
      </Inner>
    </Band>
  );
}
