import { getModerationCases, getModerationFigures } from '@craft/shared/moderation';

/** The console's reads: one key space, so a decision refreshes the queue and the figures. */
export const consoleQueries = {
  all: ['moderation'] as const,
  cases: () => ({ queryKey: ['moderation', 'cases'] as const, queryFn: getModerationCases }),
  figures: (weeks: number) => ({ queryKey: ['moderation', 'figures', weeks] as const, queryFn: () => getModerationFigures(weeks) }),
};
