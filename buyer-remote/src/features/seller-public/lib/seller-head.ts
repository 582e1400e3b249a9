import type { SellerProfile } from '@craft/shared';
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

export interface SellerHeadOptions extends HeadContext {
  /** The craftsman's service area, when the page has it (no public read of it exists yet). */
  area?: ServiceAreaInput | null;
}

/** How many service titles the description names before it is cut to 160 characters anyway. */
const NAMED_SERVICES = 5;

/**
 * /sellers/{id} for search engines: title, description (the first services by name), the
 * canonical URL and a schema.org `LocalBusiness`: name, public page, area, an `AggregateRating`
 * with real reviews only, and each service as an `Offer` (`makesOffer`) in EUR. The profile
 * carries no contact details, and none are added.
 */
export function sellerHead(seller: SellerProfile, options: SellerHeadOptions): PageHeadData {
  const { origin, text } = options;
  const siteName = text('siteName');
  const name = seller.display_name;
  const canonical = absoluteUrl(links.seller(seller.id), origin);
  const services = seller.services.slice(0, NAMED_SERVICES).map((service) => service.title);
  const description = trimDescription(
    services.length > 0
      ? text('sellerDescription', { name, siteName, services: services.join(', ') })
      : text('sellerDescriptionNoServices', { name, siteName }),
  );
  const makesOffer: JsonLdObject[] = seller.services.map((service) => {
    const url = absoluteUrl(links.service(service.id), origin);
    return {
      '@type': 'Offer',
      price: service.price,
      priceCurrency: 'EUR',
      url,
      itemOffered: { '@type': 'Service', name: service.title, url },
    };
  });
  const jsonLd: JsonLdObject = compactJsonLd({
    '@context': SCHEMA_ORG_CONTEXT,
    '@type': 'LocalBusiness',
    name,
    url: canonical,
    description,
    areaServed: areaServedLd(options.area),
    aggregateRating: aggregateRatingLd(seller.rating_average, seller.rating_count),
    makesOffer: makesOffer.length > 0 ? makesOffer : undefined,
  });
  return { title: text('sellerTitle', { name, siteName }), description, canonical, jsonLd };
}
