import type { Language, Leaves, MessageValues, SectionAt } from '@craft/shared/i18n';
import type english from '../locales/en.json';

/** The ids of the buyer catalogue's `seo` section: page titles and descriptions. */
export type SeoTextId = Leaves<SectionAt<typeof english, 'seo'>>;

/**
 * What the head builders need besides the page's data: the site's origin (canonical URLs are
 * absolute), the page's language (prices) and the `seo` texts in it (`useBuyerTexts('seo')` in a
 * page, `buyerSection('seo')` on the server).
 */
export interface HeadContext {
  origin: string;
  language: Language;
  text: (id: SeoTextId, values?: MessageValues) => string;
}
