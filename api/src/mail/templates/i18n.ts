import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@craft/shared/api/types';
import de from '../locales/de.json';
import en from '../locales/en.json';

/**
 * The e-mails' languages. Every word of a mail lives in the API's catalogues,
 * `mail/locales/<language>.json`: nested sections (one per mail) of ICU MessageFormat strings,
 * the format of the screens' catalogues, read by the screens' formatter (Lingui). The templates
 * pick keys and pass the facts; a sentence that changes with the facts (a price or none, one
 * request or several) does so inside its message, through `select` and `plural`, so each
 * language writes the whole sentence in its own word order. A line break inside a message is a
 * line break of the mail.
 *
 * Who gets which language: the recipient's stored `users.locale`; for an address no account owns
 * (a visitor's quotation request) the language of the request (`lib/locale.ts`: Accept-Language),
 * stored with the request for its later mails.
 *
 * German wording: formal "Sie", the vocabulary of CONTRIBUTING.md ("One vocabulary") — Auftrag
 * (order), Preisvorschlag (a buyer's price proposal), Gegenangebot (counter-offer), Angebotsanfrage
 * (quotation request), Angebot (a craftsman's quote), Handwerker, Kunde, Leistung (service), Bewertung (review).
 */
export type { Locale } from '@craft/shared/api/types';

type Catalogue = typeof en;

/** Every message's dotted id ("account.passwordReset.subject"), from the English catalogue. */
type Ids<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Ids<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MailTextId = Ids<Catalogue>;

/** What a message's arguments take: text, a number (plural) or a yes/no (select `true` / `other`). */
export type MailValues = Record<string, string | number | boolean>;

// The type-check holds the German catalogue to the English one's sections and messages.
const CATALOGUES: Record<Locale, Catalogue> = { de, en };

function compile(node: object, prefix: string, out: Messages): Messages {
  for (const [key, value] of Object.entries(node)) {
    const id = `${prefix}${key}`;
    if (typeof value === 'string') out[id] = compileMessageOrThrow(value);
    else compile(value as object, `${id}.`, out);
  }
  return out;
}

// One Lingui instance per language, compiled once when the API starts (a broken message fails the start, not a send).
const I18NS = Object.fromEntries(
  Object.entries(CATALOGUES).map(([locale, catalogue]) => [locale, setupI18n({ locale, messages: { [locale]: compile(catalogue, '', {}) } })]),
) as Record<Locale, I18n>;

/**
 * One message of the mail catalogue in `locale`, its arguments filled in. Every message may also
 * name the site, `{brand}` (the catalogue's `common.brand`, which signs every mail).
 */
export function mailText(locale: Locale, id: MailTextId, values?: MailValues): string {
  const i18n = I18NS[locale];
  if (!(id in i18n.messages)) throw new Error(`mail text "${id}" is missing in ${locale}`);
  return i18n._(id, { brand: CATALOGUES[locale].common.brand, ...values });
}

/** The greeting: by first name, or the anonymous one where the mail must not carry a name. */
export function hello(locale: Locale, firstname: string | null): string {
  return firstname ? mailText(locale, 'common.hello', { firstname }) : mailText(locale, 'common.helloAnonymous');
}

/** Quotes around a title: „Fliesen legen“ in German, "Tiling" in English. */
export function quoted(locale: Locale, text: string): string {
  return mailText(locale, 'common.quoted', { text });
}

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
