import { catalogTexts } from '@craft/shared/i18n';
import english from './locales/en.json';

/**
 * The account pages' catalogue, a namespace of its own: only these lazily loaded pages
 * import it, so neither language reaches the landing page's script budget. English comes with the
 * page's chunk, German is a chunk of its own.
 */
export const accountCatalog = catalogTexts<typeof english>('host-account', (language) =>
  language === 'de' ? import(/* webpackChunkName: "host-account-texts-de" */ './locales/de.json') : Promise.resolve({ default: english }),
);

export const useAccountTexts = accountCatalog.useTexts;
