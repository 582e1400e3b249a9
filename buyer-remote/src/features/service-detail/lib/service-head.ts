import { sellerCompanyName, type Service, type ServiceStats, type User } from '@craft/shared';
import { formatPrice } from '@craft/shared/i18n';
import { absoluteUrl, aggregateRatingLd, areaServedLd, trimDescription, type PageHeadData } from '@craft/shared/seo';
import { links } from '../../../config/paths';
import { euroOfferLd, jsonLdDocument, localBusinessLd, type CraftsmanHeadContext } from '../../../lib/page-head';

export interface ServiceHeadOptions extends CraftsmanHeadContext {
  /** The service's category in the page's language (`categoryLabel(category.name)`), when known. */
  category?: string | null;
}

/**
 * /services/{id} for search engines: title "Fliesen legen – 390 € – Malerbetrieb Müller |
 * Handwerker Marktplatz", a description of at most 160 characters, the canonical URL and a
 * schema.org `Service` with its `Offer` (EUR), provider (`LocalBusiness`: name, public page,
 * area) and, with real reviews only, an `AggregateRating`. Of the seller only the public name is
 * read.
 */
export function serviceHead(service: Service, seller: User | null, stats: ServiceStats | null, options: ServiceHeadOptions): PageHeadData {
  const { origin, language, text } = options;
  const siteName = text('siteName');
  const company = sellerCompanyName(seller);
  const price = formatPrice(service.price, language);
  const canonical = absoluteUrl(links.service(service.id), origin);
  const description = trimDescription(text('serviceDescription', { title: service.title, price, company, description: service.description }));
  const jsonLd = jsonLdDocument({
    '@type': 'Service',
    name: service.title,
    description: trimDescription(service.description, 500) || undefined,
    url: canonical,
    category: options.category || undefined,
    offers: euroOfferLd(service.price, canonical),
    provider: localBusinessLd(company, service.seller_id, options),
    areaServed: areaServedLd(options.area),
    aggregateRating: aggregateRatingLd(stats?.rating_average, stats?.rating_count),
  });
  return {
    title: text('serviceTitle', { title: service.title, price, company, siteName }),
    description,
    canonical,
    jsonLd,
  };
}
