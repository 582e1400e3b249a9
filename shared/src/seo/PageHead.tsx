import { serializeJsonLd, type JsonLdObject } from './json-ld';

/** What a public page tells search engines; the builders (serviceHead, landingHead, …) return it. */
export interface PageHeadData {
  title: string;
  description: string;
  /** Absolute (`absoluteUrl`), without tracking parameters. */
  canonical: string;
  jsonLd?: JsonLdObject;
}

/**
 * The page's <title>, meta description and canonical link (React 19 hoists them into <head>, on
 * the server too) and, when given, its schema.org JSON-LD, serialised safe for HTML.
 */
export function PageHead({ title, description, canonical, jsonLd }: PageHeadData) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />}
    </>
  );
}
