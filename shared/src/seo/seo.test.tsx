import { render } from '@testing-library/react';
import { PageHead, absoluteUrl, aggregateRatingLd, compactJsonLd, areaServedLd, serializeJsonLd, siteOrigin, trimDescription } from '@craft/shared/seo';
import { getRuntimeConfig } from '@craft/shared';
import { setRuntimeConfig } from '@craft/shared/testing';

describe('absoluteUrl', () => {
  it('puts a root-relative path on the origin and keeps only the named query parameters, in their order', () => {
    expect(absoluteUrl('/services/7', 'https://example.de')).toBe('https://example.de/services/7');
    expect(absoluteUrl('/results?utm_source=x&sort=price_asc&q=Fliesen&fbclid=1&min_price=5#top', 'https://example.de', ['q', 'category', 'sort'])).toBe(
      'https://example.de/results?q=Fliesen&sort=price_asc',
    );
    expect(absoluteUrl('/results?q=&category=2', 'https://example.de', ['q', 'category'])).toBe('https://example.de/results?category=2');
  });

  it('never leaves the origin, whatever the path says', () => {
    expect(absoluteUrl('//evil.example/x', 'https://example.de')).toBe('https://example.de/x');
    expect(absoluteUrl('https://evil.example/y?q=1', 'https://example.de', ['q'])).toBe('https://example.de/y?q=1');
  });
});

describe('siteOrigin', () => {
  const base = getRuntimeConfig();
  afterEach(() => setRuntimeConfig(base));

  it("is the browser page's origin unless the run-time config names the public one", () => {
    expect(siteOrigin()).toBe(window.location.origin);
    setRuntimeConfig({ ...base, siteOrigin: 'https://handwerker.example/some/path' });
    expect(siteOrigin()).toBe('https://handwerker.example');
  });
});

describe('trimDescription', () => {
  it('keeps a short text, with its whitespace collapsed', () => {
    expect(trimDescription('  Walls and\nceiling   in white. ')).toBe('Walls and ceiling in white.');
  });

  it('cuts a long text at a word boundary to at most 160 characters, with an ellipsis', () => {
    const text = 'Wir streichen Ihre Wände und Decken sauber und schnell, '.repeat(5);
    const description = trimDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(text[description.length - 1]).toMatch(/[\s,]/);
  });

  it('cuts one endless word rather than leave nothing', () => {
    expect(trimDescription('x'.repeat(300))).toHaveLength(160);
  });
});

describe('serializeJsonLd', () => {
  it('cannot end the script early, and reads back unchanged', () => {
    const value = { '@context': 'https://schema.org', '@type': 'Service', name: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('aggregateRatingLd', () => {
  it('is absent without reviews and rounds the average with them', () => {
    expect(aggregateRatingLd(null, 0)).toBeUndefined();
    expect(aggregateRatingLd(4.5, 0)).toBeUndefined();
    expect(aggregateRatingLd(4.75, 20)).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 20, bestRating: 5, worstRating: 1 });
  });
});

describe('areaServedLd', () => {
  it('is a circle around the postcode, a place without a radius, and nothing without a postcode', () => {
    expect(areaServedLd({ post_number: '04109', radius_km: 25, place: 'Leipzig' })).toEqual({
      '@type': 'GeoCircle',
      geoMidpoint: {
        '@type': 'GeoCoordinates',
        postalCode: '04109',
        addressCountry: 'DE',
        address: { '@type': 'PostalAddress', postalCode: '04109', addressLocality: 'Leipzig', addressCountry: 'DE' },
      },
      geoRadius: 25000,
    });
    expect(areaServedLd({ post_number: '04109', radius_km: 0, place: null })).toMatchObject({ '@type': 'Place', address: { postalCode: '04109' } });
    expect(areaServedLd({ post_number: null, radius_km: 25, place: null })).toBeUndefined();
    expect(areaServedLd(null)).toBeUndefined();
  });
});

describe('PageHead', () => {
  it('puts title, description and canonical link into <head>, and the JSON-LD escaped into a script', () => {
    const jsonLd = { '@context': 'https://schema.org', '@type': 'Service', name: 'A </script> B' };
    const { unmount } = render(<PageHead title="Fliesen legen | Handwerker Marktplatz" description="Neue Fliesen." canonical="https://example.de/services/7" jsonLd={jsonLd} />);
    expect(document.title).toBe('Fliesen legen | Handwerker Marktplatz');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Neue Fliesen.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.de/services/7');
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(jsonLd);
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('renders no script without JSON-LD', () => {
    render(<PageHead title="T" description="D" canonical="https://example.de/" />);
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

describe('compactJsonLd', () => {
  it('drops properties left undefined, in nested nodes and lists too', () => {
    const node = compactJsonLd({ '@type': 'Service', name: 'A', category: undefined, offers: [{ '@type': 'Offer', price: 1, url: undefined }] });
    expect(node).toEqual({ '@type': 'Service', name: 'A', offers: [{ '@type': 'Offer', price: 1 }] });
    expect(Object.keys(node)).not.toContain('category');
  });
});

describe('trimDescription and no-break spaces', () => {
  it('keeps the no-break space of a German price', () => {
    expect(trimDescription('Für 1.390\u00a0€\n\nvon Müller')).toBe('Für 1.390\u00a0€ von Müller');
  });
});
