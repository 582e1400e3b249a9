import { catalogTexts } from '@craft/shared/i18n';
import english from './locales/en.json';

/**
 * The About, Contact us and Help center pages' catalogue, a namespace of its own: only their
 * lazily loaded chunk imports it, so their paragraphs stay off the landing page's script budget.
 * English comes with the chunk, German is a chunk of its own.
 */
export const pagesCatalog = catalogTexts<typeof english>('host-pages', (language) =>
  language === 'de' ? import(/* webpackChunkName: "host-pages-texts-de" */ './locales/de.json') : Promise.resolve({ default: english }),
);

export const usePagesTexts = pagesCatalog.useTexts;
