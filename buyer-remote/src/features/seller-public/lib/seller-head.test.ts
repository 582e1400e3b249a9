import { setLanguage } from '@craft/shared/i18n';
import { aService } from '@craft/shared/testing';
import { assertValidSchemaOrg, schemaOrgProblems } from '@craft/shared/seo/schema-org-check';
import type { SellerProfile } from '@craft/shared';
import { buyerSection } from '../../../texts';
import { sellerHead } from './seller-head';

const origin = 'https://handwerker.example';
const profile = (overrides: Partial<SellerProfile> = {}): SellerProfile => ({
  id: 3,
  firstname: 'anna',
  lastname: 'Becker',
  company_name: 'Becker Malerbetrieb',
  display_name: 'Becker Malerbetrieb',
  services: [aService({ id: 7, title: 'Facade painting', price: 900 }), aService({ id: 8, title: 'Paint a room', price: 249 })],
  portfolio: [],
  rating_average: 4.25,
  rating_count: 8,
  description: null,
  logo_url: null,
  verified: false,
  trader: null,
  master_business: null,
  founding_year: null,
  response_hours: null,
  ...overrides,
});
const english = () => ({ origin, language: 'en' as const, text: buyerSection('seo') });

describe('sellerHead', () => {
  it('gives title, description, canonical URL and a valid LocalBusiness offering each service in EUR', () => {
    const head = sellerHead(profile(), english());
    expect(head.title).toBe('Becker Malerbetrieb – craftsman | Handwerker Marktplatz');
    expect(head.description).toBe(
      'Becker Malerbetrieb on Handwerker Marktplatz: Facade painting, Paint a room. Compare prices, read reviews and send a price proposal.',
    );
    expect(head.canonical).toBe('https://handwerker.example/sellers/3');
    expect(schemaOrgProblems(head.jsonLd)).toEqual([]);
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Becker Malerbetrieb',
      url: 'https://handwerker.example/sellers/3',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 8, bestRating: 5, worstRating: 1 },
      makesOffer: [
        { '@type': 'Offer', price: 900, priceCurrency: 'EUR', url: 'https://handwerker.example/services/7', itemOffered: { '@type': 'Service', name: 'Facade painting' } },
        { '@type': 'Offer', price: 249, priceCurrency: 'EUR', url: 'https://handwerker.example/services/8' },
      ],
    });
  });

  it("names a published trader's legal name, VAT id and register entry, never his contact details", () => {
    const trader = {
      legal_name: 'Becker Malerbetrieb e.K.',
      legal_form: 'e.K.' as const,
      street: 'Invalidenstraße 42',
      postcode: '10115',
      city: 'Berlin',
      phone: '+49 30 4405 1180',
      email: 'info@becker.example',
      register_type: 'handelsregister' as const,
      register_number: 'HRA 58211 B',
      register_court: 'Amtsgericht Charlottenburg',
      vat_id: 'DE273846156',
    };
    const head = sellerHead(profile({ verified: true, trader }), english());
    expect(schemaOrgProblems(head.jsonLd)).toEqual([]);
    expect(head.jsonLd).toMatchObject({
      legalName: 'Becker Malerbetrieb e.K.',
      vatID: 'DE273846156',
      identifier: 'HRA 58211 B',
    });
    expect(JSON.stringify(head)).not.toMatch(/email|telephone|streetAddress/);
    expect(sellerHead(profile(), english()).jsonLd).not.toHaveProperty('legalName');
  });

  it('states no rating and no offers it does not have', () => {
    const head = sellerHead(profile({ rating_average: null, rating_count: 0, services: [] }), english());
    expect(head.jsonLd).not.toHaveProperty('aggregateRating');
    expect(head.jsonLd).not.toHaveProperty('makesOffer');
    expect(head.description).toBe('Becker Malerbetrieb on Handwerker Marktplatz: portfolio, reviews and a way to send a price proposal.');
    assertValidSchemaOrg(head.jsonLd);
  });

  it('keeps the description to 160 characters with many services, and speaks German', async () => {
    const services = Array.from({ length: 12 }, (_, index) => aService({ id: index + 1, title: `Innenanstrich mit Spachtelarbeiten Nr. ${index + 1}` }));
    await setLanguage('de');
    const head = sellerHead(profile({ services }), { origin, language: 'de', text: buyerSection('seo') });
    expect(head.title).toBe('Becker Malerbetrieb – Handwerksbetrieb | Handwerker Marktplatz');
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.startsWith('Becker Malerbetrieb auf Handwerker Marktplatz: Innenanstrich')).toBe(true);
    expect(head.jsonLd?.makesOffer).toHaveLength(12);
    assertValidSchemaOrg(head.jsonLd);
  });

  it('adds the service area when the page has it, never an address', () => {
    const head = sellerHead(profile(), { ...english(), area: { post_number: '04109', radius_km: 0, place: 'Leipzig' } });
    expect(head.jsonLd?.areaServed).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', postalCode: '04109', addressLocality: 'Leipzig', addressCountry: 'DE' },
    });
    assertValidSchemaOrg(head.jsonLd);
    expect(JSON.stringify(head)).not.toMatch(/email|telephone|streetAddress/);
  });
});
