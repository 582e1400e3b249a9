import { catalogTexts, type Language, type Leaves, type MessageValues, type SectionAt, type Sections } from '@craft/shared/i18n';
import type english from './locales/en.json';

type Catalog = typeof english;

/**
 * The buyer remote's catalogues, shipped in the remote's own bundle: a buyer team changes
 * its texts by deploying the remote alone. Both languages are chunks of their own and only the
 * page's language loads; the page loaders (app/register.tsx) fetch it beside the page's chunk.
 */
const loadCatalog = (language: Language) =>
  language === 'de'
    ? import(/* webpackChunkName: "buyer-texts-de" */ './locales/de.json')
    : import(/* webpackChunkName: "buyer-texts-en" */ './locales/en.json');

export const buyerCatalog = catalogTexts<Catalog>('buyer', loadCatalog);

/** `const t = useBuyerTexts('serviceDetail'); t('notFound')`. */
export const useBuyerTexts = buyerCatalog.useTexts;
/** Outside React, at the moment of use: `buyerText('orders.stepFailed')`. */
export const buyerText = buyerCatalog.text;

/**
 * Outside React, one section's messages (tests, form resolvers): each call reads the current
 * language, so it may be kept in a variable. `const t = buyerSection('orders'); t('title')`.
 */
export function buyerSection<Path extends Sections<Catalog>>(section: Path) {
  return (id: Leaves<SectionAt<Catalog, Path>>, values?: MessageValues): string => buyerText(`${section}.${id}` as Leaves<Catalog>, values);
}
