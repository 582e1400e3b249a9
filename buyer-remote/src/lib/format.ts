import { formatNumber } from '@craft/shared/i18n';

/** A rating average with one decimal, like the spec's "4.8" (German "4,8"). */
export function formatRating(value: number): string {
  return formatNumber(Math.round(value * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
