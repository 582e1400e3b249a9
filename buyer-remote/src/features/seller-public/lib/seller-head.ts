import type { SellerProfile } from '@craft/shared';
import { absoluteUrl, aggregateRatingLd, trimDescription, type PageHeadData } from '@craft/shared/seo';
import { links } from '../../../config/paths';
import { euroOfferLd, jsonLdDocument, localBusinessLd, type CraftsmanHeadContext } from '../../../lib/page-head';

/** How many service titles the description names before it is cut to 160 characters anyway. */
const NAMED_SERVICES = 5;

/**
 * /sellers/{id} for search engines: title, description (the first services by name), the
 * canonical URL and a schema.org `LocalBusiness`: name, public page, area, an `AggregateRating`
 * with real reviews only, and each service as an `Offer` (`makesOffer`) in EUR. Of a trader who
 * published his trader details: `legalName`, `vatID` and the register number as a text `identifier`
 * (schema.org's Organization properties); the platform's own check is no credential an authority
 * issued, so it is not claimed as `hasCredential`. No personal contact details are added.
 */
export function sellerHead(seller: SellerProfile, options: CraftsmanHeadContext): PageHeadData {
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
  const makesOffer = seller.services.map((service) => {
    const url = absoluteUrl(links.service(service.id), origin);
    return euroOfferLd(service.price, url, { '@type': 'Service', name: service.title, url });
  });
  const jsonLd = jsonLdDocument({
    ...localBusinessLd(name, seller.id, options),
    description,
    aggregateRating: aggregateRatingLd(seller.rating_average, seller.rating_count),
    makesOffer: makesOffer.length > 0 ? makesOffer : undefined,
    legalName: seller.trader?.legal_name,
    vatID: seller.trader?.vat_id ?? undefined,
    identifier: seller.trader?.register_number,
  });
  return { title: text('sellerTitle', { name, siteName }), description, canonical, jsonLd };
}
