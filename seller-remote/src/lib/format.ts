import { formatNumber as formatLocaleNumber } from '@craft/shared/i18n';

/**
 * A number such as a rating in the page's language: English '4.5' as the spec writes it, German
 * '4,5'. `fractionDigits` fixes the decimals (an average shows one: '4.0').
 */
export function formatNumber(value: number, fractionDigits?: number): string {
  const digits = fractionDigits === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return formatLocaleNumber(value, { useGrouping: false, ...digits });
}

/** Cuts a review to `max` characters plus '...' (the spec: 30). */
export function preview(text: string, max = 30): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Mean of the ratings, or null when there are none. */
export function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
