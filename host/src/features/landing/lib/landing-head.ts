import { hostPaths } from '@craft/shared';
import type { Language, Leaves, MessageValues, SectionAt } from '@craft/shared/i18n';
import { SCHEMA_ORG_CONTEXT, absoluteUrl, trimDescription, type PageHeadData } from '@craft/shared/seo';
import type english from '../../../locales/en.json';

export type LandingSeoTextId = Leaves<SectionAt<typeof english, 'seo'>>;

export interface LandingHeadOptions {
  origin: string;
  language: Language;
  /** The site's name (the host's `brand`). */
  siteName: string;
  /** The host catalogue's `seo` texts: `useHostTexts('seo')`. */
  text: (id: LandingSeoTextId, values?: MessageValues) => string;
}

/** '/' for search engines: the marketplace's title and description, and a schema.org `WebSite`. */
export function landingHead({ origin, language, siteName, text }: LandingHeadOptions): PageHeadData {
  const canonical = absoluteUrl(hostPaths.root, origin);
  const description = trimDescription(text('landingDescription'));
  return {
    title: text('landingTitle', { siteName }),
    description,
    canonical,
    jsonLd: { '@context': SCHEMA_ORG_CONTEXT, '@type': 'WebSite', name: siteName, url: canonical, description, inLanguage: language },
  };
}
