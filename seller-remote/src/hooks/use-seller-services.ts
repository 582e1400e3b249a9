import { serviceQueries, type Service } from '@craft/shared';
import { queryClient, useQuery } from '@craft/shared/query';
import { useSeller } from './use-seller';

const newestFirst = (services: Service[]) => [...services].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** The logged-in craftsman's services, newest first. */
export function useSellerServices() {
  const { id } = useSeller();
  const options = serviceQueries.ofSeller(id ?? 0);
  return useQuery({ ...options, queryFn: id === null ? async () => [] : options.queryFn, select: newestFirst });
}

/** Drops a deleted service from the craftsman's cached list, as it is when the delete answers. */
export function dropOwnService(sellerId: number | null, serviceId: number): void {
  queryClient.setQueryData(serviceQueries.ofSeller(sellerId ?? 0).queryKey, (list) => list?.filter((s) => s.id !== serviceId));
  void queryClient.invalidateQueries({ queryKey: [...serviceQueries.all, 'detail'], refetchType: 'none' });
}
