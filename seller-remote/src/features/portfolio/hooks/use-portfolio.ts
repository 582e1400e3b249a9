import { errorStatus, sellerQueries, type PortfolioProject } from '@craft/shared';
import { useQuery } from '@craft/shared/query';
import { useSeller } from '../../../hooks/use-seller';

/** The logged-in craftsman's portfolio, newest first. */
export function useMyPortfolio() {
  const { id } = useSeller();
  const options = sellerQueries.portfolio(id ?? 0);
  return useQuery({
    ...options,
    queryFn: id === null ? async () => [] : options.queryFn,
    select: (projects: PortfolioProject[]) => [...projects].sort((a, b) => b.created_at.localeCompare(a.created_at)),
  });
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
  const project = useQuery(sellerQueries.portfolioProject(projectId));
  if (project.status === 'pending') return { status: 'loading' };
  if (project.status === 'error') {
    const status = errorStatus(project.error);
    if (status === 404) return { status: 'not-found' };
    if (status === 403) return { status: 'not-yours' };
    return { status: 'error', reload: () => void project.refetch() };
  }
  if (project.data.seller_id !== sellerId) return { status: 'not-yours' };
  return { status: 'ready', project: project.data };
}
