import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PortfolioProject } from '@craft/shared';
import { Failed, Pending, Refusal } from '../../../components/status';
import { parseId } from '@craft/shared';
import { useOwnProject } from '../hooks/use-portfolio';
import { useSellerTexts } from '../../../texts';

function Loaded({ id, children }: { id: number; children: (project: PortfolioProject) => ReactNode }) {
  const t = useSellerTexts('portfolio');
  const state = useOwnProject(id);
  if (state.status === 'loading') return <Pending />;
  if (state.status === 'error') return <Failed onRetry={state.reload} />;
  if (state.status === 'not-found') return <Refusal>{t('notFound')}</Refusal>;
  if (state.status === 'not-yours') return <Refusal>{t('notYours')}</Refusal>;
  return <>{children(state.project)}</>;
}

/** The project named by ?id=, only when it is the logged-in craftsman's. */
export function OwnProject({ children }: { children: (project: PortfolioProject) => ReactNode }) {
  const t = useSellerTexts('portfolio');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === null) return <Refusal>{t('notFound')}</Refusal>;
  return <Loaded id={id}>{children}</Loaded>;
}
