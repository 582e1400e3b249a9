import { setLanguage } from '@craft/shared/i18n';
import { aService } from '@craft/shared/testing';
import { assertValidSchemaOrg, schemaOrgProblems } from '@craft/shared/seo/schema-org-check';
import type { User } from '@craft/shared';
import { buyerSection } from '../../../texts';
import { serviceHead } from './service-head';

const origin = 'https://handwerker.example';
// The seller as GET /users/{id} answers the seller themself: private fields included.
const seller: User = {
  id: 3,
  firstname: 'anna',
  lastname: 'Becker',
  role: 'seller',
  company_name: 'Becker Malerbetrieb',
  email: 'anna@becker.example',
  phone: '0341 1234567',
  street: 'Hauptstraße 5',
  post_number: '04109',
};
const stats = { order_count: 30, rating_average: 4.75, rating_count: 20 };
const english = () => ({ origin, language: 'en' as const, text: buyerSection('seo') });

describe('serviceHead', () => {
  it('gives title, description, absolute canonical URL and a valid schema.org Service', () => {
    const head = serviceHead(aService(), seller, stats, { ...english(), category: 'Painter' });
    expect(head.title).toBe('Paint a room up to 20 m² – 249€ – Becker Malerbetrieb | Handwerker Marktplatz');
    expect(head.description).toBe('Paint a room up to 20 m² for 249€ from Becker Malerbetrieb. Walls and ceiling in white.');
    expect(head.canonical).toBe('https://handwerker.example/services/7');
    expect(schemaOrgProblems(head.jsonLd)).toEqual([]);
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Paint a room up to 20 m²',
      category: 'Painter',
      url: 'https://handwerker.example/services/7',
      offers: { '@type': 'Offer', price: 249, priceCurrency: 'EUR', url: 'https://handwerker.example/services/7' },
      provider: { '@type': 'LocalBusiness', name: 'Becker Malerbetrieb', url: 'https://handwerker.example/sellers/3' },
    });
  });

  it('states a rating only with real reviews', () => {
    const reviewed = serviceHead(aService(), seller, stats, english());
    expect(reviewed.jsonLd?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 20, bestRating: 5, worstRating: 1 });
    const unreviewed = serviceHead(aService(), seller, { order_count: 2, rating_average: null, rating_count: 0 }, english());
    expect(unreviewed.jsonLd).not.toHaveProperty('aggregateRating');
    expect(JSON.stringify(unreviewed.jsonLd)).not.toContain('AggregateRating');
    assertValidSchemaOrg(unreviewed.jsonLd);
    // Numbers that could not be read: no rating either.
    expect(JSON.stringify(serviceHead(aService(), seller, null, english()).jsonLd)).not.toContain('AggregateRating');
  });

  it("never publishes the seller's e-mail, phone or street", () => {
    const head = serviceHead(aService(), seller, stats, english());
    const everything = JSON.stringify(head);
    for (const secret of ['anna@becker.example', '0341', 'Hauptstraße', '04109', 'email', 'telephone', 'streetAddress']) expect(everything).not.toContain(secret);
  });

  it("serves the craftsman's area when the page has it, as schema.org wants it", () => {
    const head = serviceHead(aService(), seller, stats, { ...english(), area: { post_number: '04109', radius_km: 30, place: 'Leipzig' } });
    expect(head.jsonLd?.areaServed).toMatchObject({ '@type': 'GeoCircle', geoRadius: 30000, geoMidpoint: { postalCode: '04109' } });
    expect(head.jsonLd?.provider).toMatchObject({ areaServed: { '@type': 'GeoCircle' } });
    assertValidSchemaOrg(head.jsonLd);
  });

  it('keeps a long description to 160 characters, cut at a word', () => {
    const description = 'Wir streichen Wände und Decken in Ihrer Wohnung sauber, schnell und zu einem festen Preis. '.repeat(4);
    const head = serviceHead(aService({ description }), seller, stats, english());
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description).toMatch(/ \S+…$/);
    expect(description).toContain(head.description.replace(/^.*Malerbetrieb\. /, '').slice(0, -1));
  });

  it('speaks German, with the German price', async () => {
    await setLanguage('de');
    const head = serviceHead(aService({ title: 'Fliesen legen', price: 1390 }), { ...seller, company_name: 'Malerbetrieb Müller' }, stats, {
      origin,
      language: 'de',
      text: buyerSection('seo'),
    });
    expect(head.title).toBe('Fliesen legen – 1.390\u00a0€ – Malerbetrieb Müller | Handwerker Marktplatz');
    expect(head.description).toBe('Fliesen legen für 1.390\u00a0€ von Malerbetrieb Müller. Walls and ceiling in white.');
    expect(head.jsonLd?.offers).toMatchObject({ price: 1390, priceCurrency: 'EUR' });
  });
});
