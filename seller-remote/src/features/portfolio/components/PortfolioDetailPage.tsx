import styled from 'styled-components';
import { ButtonLink, ButtonRow, PageContainer } from '@craft/shared';
import { links, sellerPaths } from '../../../config/paths';
import { DetailCard, Eyebrow } from '../../../components/DetailCard';
import { Gallery } from './Gallery';
import { OwnProject } from './OwnProject';
import { ProjectPeriod } from './ProjectPeriod';
import { useSellerTexts } from '../../../texts';

const Text = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** /home/craftman/portfolio/detail?id=: one project with its dates, description and images. */
export function PortfolioDetailPage() {
  const t = useSellerTexts('portfolio');
  return (
    <PageContainer>
      <OwnProject>
        {(project) => (
          <DetailCard as="article">
            <Eyebrow>{t('detailTitle')}</Eyebrow>
            <h1>{project.name}</h1>
            <p>
              <ProjectPeriod project={project} />
            </p>
            <Text>{project.description}</Text>
            <Gallery name={project.name} images={project.images} />
            <ButtonRow>
              <ButtonLink to={links.sellerDashboardTab('portfolio')} variant="secondary">
                {t('back')}
              </ButtonLink>
              <ButtonLink to={links.withId(sellerPaths.portfolioEdit, project.id)} variant="seller">
                {t('edit')}
              </ButtonLink>
            </ButtonRow>
          </DetailCard>
        )}
      </OwnProject>
    </PageContainer>
  );
}
