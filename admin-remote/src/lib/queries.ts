import { getModerationAppeals, getModerationCases, getModerationFigures, getTraderReviews, type TraderQueueStatus } from '@craft/shared/moderation';

/** The console's reads: one key space, so a decision refreshes the queue and the figures. */
export const consoleQueries = {
  all: ['moderation'] as const,
  cases: () => ({ queryKey: ['moderation', 'cases'] as const, queryFn: getModerationCases }),
  traders: (status: TraderQueueStatus) => ({ queryKey: ['moderation', 'traders', status] as const, queryFn: () => getTraderReviews(status) }),
  appeals: () => ({ queryKey: ['moderation', 'appeals'] as const, queryFn: getModerationAppeals }),
  figures: (weeks: number) => ({ queryKey: ['moderation', 'figures', weeks] as const, queryFn: () => getModerationFigures(weeks) }),
};
