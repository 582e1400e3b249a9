import { catalogTexts } from '@craft/shared/i18n';
import english from './locales/en.json';

/**
 * The appeal page's catalogue, a namespace of its own: only the lazily loaded page imports it, so
 * neither language reaches the landing page's script budget. German is a chunk of its own.
 */
export const appealsCatalog = catalogTexts<typeof english>('host-appeals', (language) =>
  language === 'de' ? import(/* webpackChunkName: "host-appeals-texts-de" */ './locales/de.json') : Promise.resolve({ default: english }),
);

export const useAppealsTexts = appealsCatalog.useTexts;
