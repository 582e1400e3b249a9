/**
 * ISO weeks (Monday to Sunday, UTC) for weekly figures: the operators' console and the
 * craftsman's insights. Rows are bucketed here rather than grouped in SQL: week arithmetic differs
 * between SQLite and PostgreSQL, and the rows of a few months are few.
 */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the ISO week `time` falls in. */
export function mondayOf(time: number): number {
  const day = new Date(time);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return midnight - ((day.getUTCDay() + 6) % 7) * DAY_MS;
}

/** The ISO week's name, e.g. 2026-W07: the week belongs to the year of its Thursday. */
export function isoWeekName(monday: number): string {
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * A stored time in milliseconds. PostgreSQL gives Dates; SQLite stores text, ISO or SQL's
 * 'YYYY-MM-DD HH:MM:SS' (a column default), both UTC; a bare 'YYYY-MM-DD' is that day's midnight.
 */
export const timeOf = (value: Date | string): number =>
  value instanceof Date ? value.getTime() : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) || !value.includes(':') ? value : `${value.replace(' ', 'T')}Z`);

/** `count` ISO weeks ending with the one `now` falls in (oldest first). */
export interface WeekSpan {
  /** Monday 00:00 UTC of the first week. */
  first: number;
  /** Each week's name and Monday. */
  weeks: { name: string; monday: number }[];
  /**
   * The lower bound to select rows with: a day early, since SQLite compares text and a
   * 'YYYY-MM-DD HH:MM:SS' time sorts before the ISO form of the same day.
   */
  since: string;
  /** The index of the week a stored time falls in, or -1 outside the span (also after `now`). */
  indexOf: (value: Date | string) => number;
}

export function weekSpan(count: number, now: number): WeekSpan {
  const first = mondayOf(now) - (count - 1) * WEEK_MS;
  const weeks = Array.from({ length: count }, (_, index) => ({ name: isoWeekName(first + index * WEEK_MS), monday: first + index * WEEK_MS }));
  const indexOf = (value: Date | string): number => {
    const time = timeOf(value);
    return time >= first && time <= now ? Math.floor((time - first) / WEEK_MS) : -1;
  };
  return { first, weeks, since: new Date(first - DAY_MS).toISOString(), indexOf };
}
