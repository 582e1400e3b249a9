/** Dates as the spec shows creation times: en-US long form, e.g. 'November 22, 2026'. */
export function longDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Cuts a review to `max` characters plus '...' (SPEC §9: 30). */
export function preview(text: string, max = 30): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Mean of the ratings, or null when there are none. */
export function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Positive integer id from a route or query parameter, else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
