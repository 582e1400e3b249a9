import { catalogTexts } from '@craft/shared/i18n';
import english from '../locales/en.json';

/**
 * The shared package's own texts (#18): the UI kit's labels, the forms' field checks and the
 * messages every app shows (loading, retry, not found). English is in the package's chunk, which
 * the landing page loads anyway; German is a chunk of its own.
 */
export const sharedCatalog = catalogTexts<typeof english>('shared', (language) =>
  language === 'de' ? import(/* webpackChunkName: "shared-texts-de" */ '../locales/de.json') : Promise.resolve({ default: english }),
);

/** `const t = useSharedTexts('common'); t('loading')`. */
export const useSharedTexts = sharedCatalog.useTexts;
/** Outside React, at the moment of use: `sharedText('validation.required')`. */
export const sharedText = sharedCatalog.text;
