import { catalogTexts } from '@craft/shared/i18n';
import type english from './locales/en.json';

/**
 * The console's catalogues, shipped with the remote's own bundle: the operators' team changes its
 * texts by deploying the remote alone. Only the page's language loads, beside the page's chunk.
 */
export const adminCatalog = catalogTexts<typeof english>('admin', (language) =>
  language === 'de'
    ? import(/* webpackChunkName: "admin-texts-de" */ './locales/de.json')
    : import(/* webpackChunkName: "admin-texts-en" */ './locales/en.json'),
);

/** `const t = useAdminTexts('queue'); t('heading')`. */
export const useAdminTexts = adminCatalog.useTexts;
