import { catalogTexts } from '@craft/shared/i18n';
import type english from './locales/en.json';

/**
 * The seller remote's catalogues, shipped with the remote's own bundle: the seller team
 * changes its texts by deploying the remote alone. Both languages are chunks of their own and only
 * the page's language loads; the page loaders (app/register.ts) fetch it beside the page's chunk.
 */
export const sellerCatalog = catalogTexts<typeof english>('seller', (language) =>
  language === 'de'
    ? import(/* webpackChunkName: "seller-texts-de" */ './locales/de.json')
    : import(/* webpackChunkName: "seller-texts-en" */ './locales/en.json'),
);

/** `const t = useSellerTexts('portfolio'); t('heading')`. */
export const useSellerTexts = sellerCatalog.useTexts;
/** Outside React, at the moment of use: `sellerText('manage.deleted')`. */
export const sellerText = sellerCatalog.text;
