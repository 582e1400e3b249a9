/**
 * `@craft/shared/seo`: a public page's metadata. Not a federation singleton: it is stateless
 * and small, so each app bundles what it uses. The JSON-LD checker is `@craft/shared/seo/schema-org-check`
 * (tests only, never shipped).
 */
export { PageHead, type PageHeadData } from './PageHead';
export { absoluteUrl, siteOrigin } from './url';
export { DESCRIPTION_MAX_LENGTH, trimDescription } from './text';
export {
  SCHEMA_ORG_CONTEXT,
  aggregateRatingLd,
  compactJsonLd,
  areaServedLd,
  serializeJsonLd,
  type JsonLdObject,
  type JsonLdValue,
  type ServiceAreaInput,
} from './json-ld';
