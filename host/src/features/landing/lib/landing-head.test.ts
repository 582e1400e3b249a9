import { setLanguage, type MessageValues } from '@craft/shared/i18n';
import { assertValidSchemaOrg } from '@craft/shared/seo/schema-org-check';
import { hostCatalog } from '../../../texts';
import { landingHead, type LandingSeoTextId } from './landing-head';

const options = (language: 'en' | 'de') => ({
  origin: 'https://handwerker.example',
  language,
  siteName: hostCatalog.text('brand'),
  text: (id: LandingSeoTextId, values?: MessageValues) => hostCatalog.text(`seo.${id}`, values),
});

describe('landingHead', () => {
  it('names the site, describes the marketplace and is a valid schema.org WebSite at the root', () => {
    const head = landingHead(options('en'));
    expect(head.title).toBe('Handwerker Marktplatz – find craftsmen near you at fair prices');
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description).toMatch(/^Compare craftsmen/);
    expect(head.canonical).toBe('https://handwerker.example/');
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Handwerker Marktplatz',
      url: 'https://handwerker.example/',
      description: head.description,
      inLanguage: 'en',
    });
    assertValidSchemaOrg(head.jsonLd);
  });

  it('speaks German', async () => {
    await setLanguage('de');
    const head = landingHead(options('de'));
    expect(head.title).toBe('Handwerker Marktplatz – günstige Handwerker in Ihrer Nähe finden');
    expect(head.description).toMatch(/^Vergleichen Sie Handwerker/);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.jsonLd?.inLanguage).toBe('de');
  });
});
