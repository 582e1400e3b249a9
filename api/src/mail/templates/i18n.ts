import type { Locale } from '@craft/shared/api/types';

/**
 * The e-mails' languages. Every template of this folder is written once per language, as
 * typed functions: each area file holds a `Record<Locale, …>` of its texts, so the type-check
 * fails when a language misses a mail or a mail's German takes other facts than its English.
 *
 * Why not an i18n library (i18next, FormatJS) here: the mails are a dozen templates whose
 * sentences change shape with the facts (who did it, a price or none, one request or several),
 * and German word order differs from English in exactly those places. As code, each language
 * writes its own sentence with the same typed inputs and no key strings; a catalogue would need a
 * key and an interpolation per fragment, and give no compile-time check of the arguments. The
 * only thing a library would add, number and date formats, comes from `Intl` below.
 *
 * Who gets which language: the recipient's stored `users.locale`; for an address no account owns
 * (a visitor's quotation request) the language of the request (`lib/locale.ts`: Accept-Language),
 * stored with the request for its later mails.
 *
 * German wording: formal "Sie", the trade's words — Auftrag (order), Direktangebot (direct offer),
 * Gegenangebot (counter price), Anfrage / Angebotsanfrage (quotation request), Angebot (a
 * craftsman's answer), Handwerker, Kunde, Leistung (service), Bewertung (review).
 */
export type { Locale } from '@craft/shared/api/types';

const GERMAN_PRICE = {
  whole: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
  cents: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
};

/**
 * A price in euros as each language writes it: German through Intl, "1.590 €" (with a no-break
 * space; a fraction shows its cents, "12,50 €"); English keeps the site's form, "1590 €".
 */
export function formatPrice(locale: Locale, amount: number): string {
  if (locale === 'en') return `${amount} €`;
  return GERMAN_PRICE[Number.isInteger(amount) ? 'whole' : 'cents'].format(amount);
}

const DATE_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }),
  en: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }),
};

/** A calendar day as the screens write it: "23. November 2026", "November 23, 2026" (German time). */
export function formatDate(locale: Locale, value: Date | string): string {
  return DATE_FORMATS[locale].format(typeof value === 'string' ? new Date(value) : value);
}

/** Quotes around a title: „Fliesen legen“ in German, "Tiling" in English. */
export function quoted(locale: Locale, text: string): string {
  return locale === 'de' ? `„${text}“` : `"${text}"`;
}
