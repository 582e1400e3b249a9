import { sellerCompanyName, type Service, type ServiceStats, type User } from '@craft/shared';
import { formatPrice } from '@craft/shared/i18n';
import {
  SCHEMA_ORG_CONTEXT,
  absoluteUrl,
  aggregateRatingLd,
  compactJsonLd,
  areaServedLd,
  trimDescription,
  type JsonLdObject,
  type PageHeadData,
  type ServiceAreaInput,
} from '@craft/shared/seo';
import { links } from '../../../config/paths';
import type { HeadContext } from '../../../lib/page-head';

export interface ServiceHeadOptions extends HeadContext {
  /** The service's category in the page's language (`categoryLabel(category.name)`), when known. */
  category?: string | null;
  /** The craftsman's service area, when the page has it (no public read of it exists yet). */
  area?: ServiceAreaInput | null;
}

/**
 * /services/{id} for search engines: title "Fliesen legen – 390 € – Malerbetrieb Müller |
 * Handwerker Marktplatz", a description of at most 160 characters, the canonical URL and a
 * schema.org `Service` with its `Offer` (EUR), provider (`LocalBusiness`: name, public page,
 * area) and, with real reviews only, an `AggregateRating`. Of the seller only the public name is
 * read: never an e-mail, phone or address, even where the wire type carries them.
 */
export function serviceHead(service: Service, seller: User | null, stats: ServiceStats | null, options: ServiceHeadOptions): PageHeadData {
  const { origin, language, text } = options;
  const siteName = text('siteName');
  const company = sellerCompanyName(seller);
  const price = formatPrice(service.price, language);
  const canonical = absoluteUrl(links.service(service.id), origin);
  const description = trimDescription(text('serviceDescription', { title: service.title, price, company, description: service.description }));
  const area = areaServedLd(options.area);
  const jsonLd: JsonLdObject = compactJsonLd({
    '@context': SCHEMA_ORG_CONTEXT,
    '@type': 'Service',
    name: service.title,
    description: trimDescription(service.description, 500) || undefined,
    url: canonical,
    category: options.category || undefined,
    offers: { '@type': 'Offer', price: service.price, priceCurrency: 'EUR', url: canonical },
    provider: {
      '@type': 'LocalBusiness',
      name: company,
      url: absoluteUrl(links.seller(service.seller_id), origin),
      areaServed: area,
    },
    areaServed: area,
    aggregateRating: aggregateRatingLd(stats?.rating_average, stats?.rating_count),
  });
  return {
    title: text('serviceTitle', { title: service.title, price, company, siteName }),
    description,
    canonical,
    jsonLd,
  };
}
