import { errorStatus, getPortfolioProject, getSellerPortfolio, type PortfolioProject } from '@craft/shared';
import { useResource } from '../../../lib/use-resource';
import { useSeller } from '../../../hooks/use-seller';

/** The logged-in craftsman's portfolio, newest first. */
export function useMyPortfolio() {
  const { id } = useSeller();
  return useResource<PortfolioProject[]>(async () => {
    if (id === null) return [];
    const projects = await getSellerPortfolio(id);
    return [...projects].sort((a, b) => b.created_at.localeCompare(a.created_at));
  }, id);
}

export type OwnProjectState =
  | { status: 'loading' }
  | { status: 'error'; reload: () => void }
  | { status: 'not-found' }
  | { status: 'not-yours' }
  | { status: 'ready'; project: PortfolioProject };

/** One project of the logged-in craftsman; someone else's is refused before it is shown or edited. */
export function useOwnProject(projectId: number): OwnProjectState {
  const { id: sellerId } = useSeller();
  const project = useResource<PortfolioProject>(() => getPortfolioProject(projectId), projectId);
  if (project.status === 'loading') return { status: 'loading' };
  if (project.status === 'error') {
    const status = errorStatus(project.error);
    if (status === 404) return { status: 'not-found' };
    if (status === 403) return { status: 'not-yours' };
    return { status: 'error', reload: project.reload };
  }
  if (project.data.seller_id !== sellerId) return { status: 'not-yours' };
  return { status: 'ready', project: project.data };
}
