import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { links, useCategoryLabel, type Category } from '@craft/shared';
import { useHomeTexts } from '../texts';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-height: 88px;
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  & strong {
    font-size: 1.05rem;
  }
  & span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Categories as tiles with their service counts, each opening its results. */
export function CategoryLinks({ categories }: { categories: readonly Category[] }) {
  const t = useHomeTexts('menu');
  const categoryLabel = useCategoryLabel();
  return (
    <Grid>
      {categories.map((category) => (
        <li key={category.id}>
          <Tile to={links.results('', category.id)}>
            <strong>{categoryLabel(category.name)}</strong>
            <span>{t('serviceCount', { count: category.service_count })}</span>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
