import { catalogTexts } from '@craft/shared/i18n';
import type english from './locales/en.json';

/**
 * The legal pages' catalogue: Impressum, Datenschutzerklärung, AGB and the register form's
 * consent box. Both languages are chunks of their own (only the current one loads): these long
 * texts stay off the landing page, whose budget is tight.
 */
export const legalCatalog = catalogTexts<typeof english>('legal', (language) =>
  language === 'de'
    ? import(/* webpackChunkName: "legal-texts-de" */ './locales/de.json')
    : import(/* webpackChunkName: "legal-texts-en" */ './locales/en.json'),
);

/** `const t = useLegalTexts('privacy'); t('title')`. */
export const useLegalTexts = legalCatalog.useTexts;
