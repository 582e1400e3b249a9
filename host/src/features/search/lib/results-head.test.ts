import { setLanguage, translate, type MessageValues } from '@craft/shared/i18n';
import { readResultsUrl } from './results-url';
import { resultsHead, type ResultsSeoTextId } from './results-head';
import { resultsCatalog } from '../texts';

const text = (id: ResultsSeoTextId, values?: MessageValues) => translate(resultsCatalog.namespace, `seo.${id}`, values);
const options = { origin: 'https://handwerker.example', siteName: 'Handwerker Marktplatz', text };
const state = (query: string) => readResultsUrl(new URLSearchParams(query));

describe('resultsHead', () => {
  it('names the query and the number of hits, and keeps only the canonical parameters', () => {
    const head = resultsHead(state('q=Fliesen&utm_source=news&min_price=10&max_price=500&sort=price_asc&page=2&fbclid=x'), 12, options);
    expect(head.title).toBe('Fliesen – 12 services | Handwerker Marktplatz');
    expect(head.canonical).toBe('https://handwerker.example/results?q=Fliesen&sort=price_asc&page=2');
    expect(head.description).toBe('12 services for Fliesen on Handwerker Marktplatz: compare prices and reviews of craftsmen and book directly.');
    expect(head.jsonLd).toBeUndefined();
  });

  it('names the category and the postcode, and keeps them in the canonical URL', () => {
    const head = resultsHead(state('q=paint&category=2&postcode=04109&radius_km=25'), 1, { ...options, category: 'Painter' });
    expect(head.title).toBe('paint in Painter near 04109 – 1 service | Handwerker Marktplatz');
    expect(head.canonical).toBe('https://handwerker.example/results?q=paint&category=2&postcode=04109&radius_km=25');
    expect(resultsHead(state('category=2'), 3, { ...options, category: 'Painter' }).title).toBe('Painter – 3 services | Handwerker Marktplatz');
    expect(resultsHead(state('q='), 40, options).title).toBe('All services – 40 services | Handwerker Marktplatz');
    expect(resultsHead(state('q='), 40, options).canonical).toBe('https://handwerker.example/results');
  });

  it('keeps the description to 160 characters and speaks German', async () => {
    await setLanguage('de');
    const head = resultsHead(state(`q=${'Fliesen legen im Badezimmer '.repeat(6)}`), 0, options);
    expect(head.title).toMatch(/^Fliesen legen im Badezimmer .* – 0 Leistungen \| Handwerker Marktplatz$/);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description).toMatch(/^Keine Leistungen für Fliesen legen/);
    expect(resultsHead(state('q=Fliesen'), 1, options).title).toBe('Fliesen – 1 Leistung | Handwerker Marktplatz');
  });
});
