import styled from 'styled-components';
import { ButtonLink, ButtonRow } from '@craft/shared';
import { links, sellerPaths } from '../../../config/paths';
import { Empty, Failed, Pending } from '../../../components/status';
import { Thumb } from '../../../components/Thumb';
import { preview } from '../../../lib/format';
import { useMyPortfolio } from '../hooks/use-portfolio';
import { ProjectPeriod } from './ProjectPeriod';
import { useSellerTexts } from '../../../texts';

const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(3)};
  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** Dashboard tab 'Your Portfolio': the craftsman's projects with detail, edit and create. */
export function PortfolioTab() {
  const t = useSellerTexts('portfolio');
  const portfolio = useMyPortfolio();
  const add = (
    <ButtonLink to={sellerPaths.portfolioCreate} variant="seller">
      {t('add')}
    </ButtonLink>
  );
  if (portfolio.status === 'pending') return <Pending />;
  if (portfolio.status === 'error') return <Failed onRetry={() => void portfolio.refetch()} />;
  if (portfolio.data.length === 0) return <Empty action={add}>{t('none')}</Empty>;
  return (
    <div>
      {add}
      <Grid>
        {portfolio.data.map((project) => (
          <Item key={project.id}>
            <Thumb src={project.images[0]} alt="" height={150} />
            <h3>{project.name}</h3>
            <p>
              <ProjectPeriod project={project} />
            </p>
            <p>{preview(project.description, 100)}</p>
            <ButtonRow>
              <ButtonLink to={links.withId(sellerPaths.portfolioDetail, project.id)} variant="secondary" size="sm">
                {t('view')}
              </ButtonLink>
              <ButtonLink to={links.withId(sellerPaths.portfolioEdit, project.id)} variant="ghost" size="sm">
                {t('edit')}
              </ButtonLink>
            </ButtonRow>
          </Item>
        ))}
      </Grid>
    </div>
  );
}
