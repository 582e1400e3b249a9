import { catalogTexts } from '@craft/shared/i18n';
import english from './locales/en.json';

/**
 * The results screen's catalogue, a namespace of its own: only the lazily loaded
 * results page imports it, so the filters' words stay off the landing page. English comes with
 * the page's chunk, German is a chunk of its own.
 */
export const resultsCatalog = catalogTexts<typeof english>('host-results', (language) =>
  language === 'de' ? import(/* webpackChunkName: "host-results-texts-de" */ './locales/de.json') : Promise.resolve({ default: english }),
);

export const useResultsTexts = resultsCatalog.useTexts;
