import { catalogTexts } from '@craft/shared/i18n';
import english from './locales/en.json';

/**
 * The host's catalogues. English, the spec's text and every other language's fallback, is in
 * the host's own bundle (a request of its own cost more than its bytes on the landing page's
 * budget); German is a chunk loaded only when chosen.
 */
export const hostCatalog = catalogTexts<typeof english>('host', (language) =>
  language === 'de' ? import(/* webpackChunkName: "host-texts-de" */ './locales/de.json') : Promise.resolve({ default: english }),
);

/** `const t = useHostTexts('footer'); t('home')`. */
export const useHostTexts = hostCatalog.useTexts;
/** Outside React, at the moment of use: `hostText('footer.home')`. */
export const hostText = hostCatalog.text;
