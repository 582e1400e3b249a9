import { getServiceStats, serviceQueries } from '@craft/shared';
import { useQuery } from '@craft/shared/query';

/** How many ISO weeks the insights show (the API's default; at most 52). */
export const INSIGHT_WEEKS = 12;

/**
 * One service's stats with its weekly figures, which the API adds for the service's craftsman
 * only. A key of its own: the public stats (without `weekly`) stay cached under `stats`.
 */
export function useServiceInsights(serviceId: number | null) {
  return useQuery({
    queryKey: [...serviceQueries.all, 'insights', serviceId, INSIGHT_WEEKS] as const,
    queryFn: () => getServiceStats(serviceId ?? 0, INSIGHT_WEEKS),
    enabled: serviceId !== null,
  });
}
