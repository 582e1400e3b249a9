import { PageContainer } from '@craft/shared';
import { OwnProject } from './OwnProject';
import { PortfolioForm } from './PortfolioForm';
import { sellerTexts } from '@craft/shared/texts/seller';

const t = sellerTexts.portfolio;

/** /home/craftman/portfolio/create */
export function PortfolioCreatePage() {
  return (
    <PageContainer>
      <h1>{t.createTitle}</h1>
      <PortfolioForm />
    </PageContainer>
  );
}

/** /home/craftman/portfolio/edit?id=: only the project's own craftsman sees the form. */
export function PortfolioEditPage() {
  return (
    <PageContainer>
      <h1>{t.editTitle}</h1>
      <OwnProject>{(project) => <PortfolioForm key={project.id} project={project} />}</OwnProject>
    </PageContainer>
  );
}
