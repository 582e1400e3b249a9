import type { Language, Leaves, MessageValues, SectionAt } from '@craft/shared/i18n';
import { SCHEMA_ORG_CONTEXT, absoluteUrl, areaServedLd, compactJsonLd, type JsonLdObject, type ServiceAreaInput } from '@craft/shared/seo';
import { links } from '../config/paths';
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

/** The head context of a page about a craftsman's work. */
export interface CraftsmanHeadContext extends HeadContext {
  /** The craftsman's service area, when the page has it (no public read of it exists yet). */
  area?: ServiceAreaInput | null;
}

/** A page's JSON-LD document: the schema.org context, and without the properties left undefined. */
export function jsonLdDocument(node: JsonLdObject): JsonLdObject {
  return compactJsonLd({ '@context': SCHEMA_ORG_CONTEXT, ...node });
}

/**
 * A craftsman as a schema.org `LocalBusiness`: public name, public page and area. Never an
 * e-mail, phone or address, even where the wire types carry them.
 */
export function localBusinessLd(name: string, sellerId: number, context: CraftsmanHeadContext): JsonLdObject {
  return { '@type': 'LocalBusiness', name, url: absoluteUrl(links.seller(sellerId), context.origin), areaServed: areaServedLd(context.area) };
}

/** A service's price at its page as a schema.org `Offer` in EUR. */
export function euroOfferLd(price: number, url: string, itemOffered?: JsonLdObject): JsonLdObject {
  return { '@type': 'Offer', price, priceCurrency: 'EUR', url, itemOffered };
}
