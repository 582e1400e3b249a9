import { assertValidSchemaOrg, jsonLdDocuments, schemaOrgProblems } from '@craft/shared/seo/schema-org-check';
import { serializeJsonLd } from '@craft/shared/seo';

const service = () => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name: 'Paint a room',
  description: 'Walls and ceiling in white.',
  category: 'Painter',
  url: 'https://example.de/services/7',
  offers: { '@type': 'Offer', price: 249, priceCurrency: 'EUR', url: 'https://example.de/services/7' },
  provider: {
    '@type': 'LocalBusiness',
    name: 'Becker Malerbetrieb',
    url: 'https://example.de/sellers/3',
    areaServed: { '@type': 'GeoCircle', geoMidpoint: { '@type': 'GeoCoordinates', postalCode: '04109' }, geoRadius: 25000 },
  },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 20, bestRating: 5, worstRating: 1 },
});

describe('schemaOrgProblems', () => {
  it('accepts a valid Service with its Offer, provider, area and rating', () => {
    expect(schemaOrgProblems(service())).toEqual([]);
    expect(() => assertValidSchemaOrg(service())).not.toThrow();
  });

  it('wants the schema.org @context on the top node', () => {
    expect(schemaOrgProblems({ ...service(), '@context': 'https://example.org' })).toEqual([expect.stringContaining('$.@context')]);
    const { '@context': _context, ...withoutContext } = service();
    expect(schemaOrgProblems(withoutContext)).toHaveLength(1);
  });

  it('refuses unknown types, properties of another type and misplaced types', () => {
    expect(schemaOrgProblems({ ...service(), '@type': 'Servicee' })).toEqual([expect.stringContaining('unknown or unsupported @type "Servicee"')]);
    expect(schemaOrgProblems({ ...service(), ratingValue: 4 })).toEqual([expect.stringContaining('$.ratingValue: not a property of Service')]);
    expect(schemaOrgProblems({ ...service(), provider: { '@type': 'Offer', price: 1, priceCurrency: 'EUR' } })).toEqual([
      expect.stringContaining('$.provider: a Offer where schema.org expects Organization | Person'),
    ]);
    // PostalAddress is no areaServed of its own: it belongs in a Place.
    expect(schemaOrgProblems({ ...service(), areaServed: { '@type': 'PostalAddress', postalCode: '04109' } })).toHaveLength(1);
    expect(schemaOrgProblems({ ...service(), areaServed: { '@type': 'Place', address: { '@type': 'PostalAddress', postalCode: '04109' } } })).toEqual([]);
  });

  it('checks value types: URLs absolute, counts whole numbers, text not empty', () => {
    expect(schemaOrgProblems({ ...service(), url: '/services/7' })).toEqual([expect.stringContaining('$.url: expects URL')]);
    expect(schemaOrgProblems({ ...service(), name: '' })).toEqual([expect.stringContaining('$.name')]);
    const rating = { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 2.5 };
    expect(schemaOrgProblems({ ...service(), aggregateRating: rating })).toEqual([expect.stringContaining('$.aggregateRating.reviewCount: expects Integer')]);
  });

  it("applies Google's rich-result requirements to Offer and AggregateRating", () => {
    expect(schemaOrgProblems({ ...service(), offers: { '@type': 'Offer', price: 249 } })).toEqual(['$.offers: Offer needs "priceCurrency"']);
    expect(schemaOrgProblems({ ...service(), offers: { '@type': 'Offer', price: 249, priceCurrency: '€' } })).toEqual([expect.stringContaining('ISO 4217')]);
    expect(schemaOrgProblems({ ...service(), aggregateRating: { '@type': 'AggregateRating', ratingValue: 0, reviewCount: 0 } })).toEqual([
      expect.stringContaining('AggregateRating of no reviews'),
      expect.stringContaining('0 outside 1..5'),
    ]);
    expect(schemaOrgProblems({ ...service(), aggregateRating: { '@type': 'AggregateRating', reviewCount: 3 } })).toEqual([
      '$.aggregateRating: AggregateRating needs "ratingValue"',
    ]);
  });

  it('refuses published contact details', () => {
    const provider = { ...service().provider, email: 'anna@example.de', telephone: '0341 123', address: { '@type': 'PostalAddress', streetAddress: 'Hauptstr. 1' } };
    expect(schemaOrgProblems({ ...service(), provider })).toEqual([
      expect.stringContaining('provider.email: contact details'),
      expect.stringContaining('provider.telephone: contact details'),
      expect.stringContaining('provider.address.streetAddress: contact details'),
    ]);
  });

  it('checks every item of a list', () => {
    const business = {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Becker',
      makesOffer: [
        { '@type': 'Offer', price: 10, priceCurrency: 'EUR', itemOffered: { '@type': 'Service', name: 'A' } },
        { '@type': 'Offer', priceCurrency: 'EUR', itemOffered: { '@type': 'Service', name: 'B' } },
      ],
    };
    expect(schemaOrgProblems(business)).toEqual(['$.makesOffer[1]: Offer needs "price"']);
  });
});

describe('jsonLdDocuments', () => {
  it('reads the JSON-LD scripts of an HTML page, as PageHead writes them', () => {
    const html = `<html><head><title>x</title><script type="application/ld+json">${serializeJsonLd(service())}</script></head><body><script src="main.js"></script></body></html>`;
    expect(jsonLdDocuments(html)).toEqual([service()]);
    expect(jsonLdDocuments('<p>none</p>')).toEqual([]);
  });
});
