/**
 * @craft/shared/query: the page's one QueryClient, and the hooks bound to it (the
 * loading/error/not-found view, QueryView, is in '@craft/shared').
 * A federation singleton of its own (platform/webpack.cjs), apart from '@craft/shared', so pages that
 * never query (the landing page) do not load TanStack Query.
 */
export { activeQueryClient, queryClient } from './query-client';
export { useMutation, useQueries, useQuery } from './hooks';
export type { UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
export {
  fetchRequestedQueries,
  restoreServerQueries,
  settleServerQueries,
  takeServerQueries,
  type DehydratedState,
  type FailedServerQuery,
  type ServerFailure,
} from './server-data';
