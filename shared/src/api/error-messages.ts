import { activeI18n, currentLanguage, registerCatalogs } from '@craft/shared/i18n';

/**
 * The API's error codes in words a user reads, namespace 'apiErrors'.
 *
 * Why English is never fetched: in English the screens keep showing the API's own `error`
 * sentence (the spec's and the tests' wording) or their own fallback, exactly as before codes
 * existed, so an English page needs no catalogue at all; its loader answers with an empty one at
 * no cost. locales/en.json exists for translators and for the en/de parity check only. German is a
 * chunk of its own that loads with the German language (setLanguage loads every registered
 * namespace), so an error that arrives later is worded synchronously. The landing page's English
 * bundle thus carries only this module's few hundred bytes, never the ~100 messages.
 */
const NAMESPACE = 'apiErrors';
void registerCatalogs(NAMESPACE, (language) =>
  language === 'en' ? Promise.resolve({ default: {} }) : import(/* webpackChunkName: "api-errors-de" */ './locales/de.json'),
);

/** A message of the catalogue in the page's language, or null when it has none (not loaded, unknown id). */
function message(id: string, values?: Record<string, string>): string | null {
  const key = `${NAMESPACE}.${id}`;
  const i18n = activeI18n();
  return Object.hasOwn(i18n.messages, key) ? i18n._(key, values) : null;
}

/**
 * A code in the page's language: a catalogue code's own message; a validation code
 * (`validation.<field>`) "Bitte prüfen Sie <field>." when the field has a name users know, else
 * null (the screen's fallback says it better than "the body"). Null in English: see above.
 */
export function translatedApiError(code: string | null): string | null {
  if (!code || currentLanguage() === 'en') return null;
  if (code.startsWith('validation.')) {
    const field = message(`fields.${code.slice('validation.'.length)}`);
    return field ? message('validation', { field }) : null;
  }
  return message(`codes.${code}`);
}
