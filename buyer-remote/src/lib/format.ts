import { currentLanguage, formatLongDate, formatNumber } from '@craft/shared/i18n';

/**
 * Dates as buyers read them, in the page's language: "22 November 2026" in English (as before),
 * "22. November 2026" in German. Components call it while rendering, so a language switch redraws it.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return currentLanguage() === 'de'
    ? formatLongDate(date, 'de')
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A rating average with one decimal, like the spec's "4.8" (German "4,8"). */
export function formatRating(value: number): string {
  return formatNumber(Math.round(value * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
