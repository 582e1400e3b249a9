import { catalogTexts } from '@craft/shared/i18n';
import english from './locales/en.json';

/**
 * The start page's and the menu's catalogue, a namespace of its own: only their lazily
 * loaded chunk imports it, so the landing page's script does not carry it. English comes with the
 * chunk, German is a chunk of its own.
 */
export const homeCatalog = catalogTexts<typeof english>('host-home', (language) =>
  language === 'de' ? import(/* webpackChunkName: "host-home-texts-de" */ './locales/de.json') : Promise.resolve({ default: english }),
);

export const useHomeTexts = homeCatalog.useTexts;
