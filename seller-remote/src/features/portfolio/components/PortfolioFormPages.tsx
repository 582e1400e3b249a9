import { PageContainer } from '@craft/shared';
import { OwnProject } from './OwnProject';
import { PortfolioForm } from './PortfolioForm';
import { useSellerTexts } from '../../../texts';

/** /home/craftman/portfolio/create */
export function PortfolioCreatePage() {
  const t = useSellerTexts('portfolio');
  return (
    <PageContainer>
      <h1>{t('createTitle')}</h1>
      <PortfolioForm />
    </PageContainer>
  );
}

/** /home/craftman/portfolio/edit?id=: only the project's own craftsman sees the form. */
export function PortfolioEditPage() {
  const t = useSellerTexts('portfolio');
  return (
    <PageContainer>
      <h1>{t('editTitle')}</h1>
      <OwnProject>{(project) => <PortfolioForm key={project.id} project={project} />}</OwnProject>
    </PageContainer>
  );
}
