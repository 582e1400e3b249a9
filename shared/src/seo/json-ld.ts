/**
 * schema.org JSON-LD: the value types, its HTML-safe serialisation and the pieces several
 * pages' builders share. Plain functions, no DOM: the server renderer and the e2e checks use them too.
 */

export type JsonLdValue = string | number | boolean | JsonLdObject | readonly JsonLdValue[];

/** One schema.org node; properties left undefined are dropped by JSON.stringify. */
export interface JsonLdObject {
  readonly [property: string]: JsonLdValue | undefined;
}

export const SCHEMA_ORG_CONTEXT = 'https://schema.org';

/**
 * A node with every property left undefined removed, in nested nodes and lists too: builders
 * write optional parts as `aggregateRating: aggregateRatingLd(...)` and the page's JSON-LD holds
 * only what is there (JSON.stringify would drop them too; tests and checkers see the same).
 */
export function compactJsonLd<T extends JsonLdObject>(node: T): T {
  const compact = (value: JsonLdValue): JsonLdValue => {
    if (Array.isArray(value)) return value.map(compact);
    if (typeof value === 'object' && value !== null) return compactJsonLd(value as JsonLdObject);
    return value;
  };
  const result: Record<string, JsonLdValue> = {};
  for (const [key, value] of Object.entries(node)) if (value !== undefined) result[key] = compact(value);
  return result as T;
}

/**
 * JSON.stringify for the inside of `<script type="application/ld+json">`: no `</script>`, `<!--`
 * or `]]>` can end the script early (`<`, `>` and `&` become \u003c, \u003e, \u0026), and U+2028 /
 * U+2029 (line breaks to old JavaScript parsers) are escaped too. JSON.parse reads it unchanged.
 */
export function serializeJsonLd(value: JsonLdObject): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * An `AggregateRating` for real reviews only: undefined without any (Google refuses a rating of
 * nothing, and a page must not claim one), or without an average.
 */
export function aggregateRatingLd(average: number | null | undefined, count: number | null | undefined): JsonLdObject | undefined {
  if (!count || count <= 0 || average === null || average === undefined || !Number.isFinite(average)) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** A craftsman's service area as the wire types carry it (ServiceArea of GET /sellers/me/service-area). */
export interface ServiceAreaInput {
  post_number: string | null;
  radius_km: number;
  place: string | null;
}

/**
 * Where a craftsman works, for `areaServed`: a circle around the postcode (radius in metres), or
 * the postcode's place when there is no radius. Postcode and place name only: never a street.
 * Undefined while the area is not set.
 */
export function areaServedLd(area: ServiceAreaInput | null | undefined): JsonLdObject | undefined {
  const postcode = area?.post_number?.trim();
  if (!area || !postcode) return undefined;
  const address: JsonLdObject = {
    '@type': 'PostalAddress',
    postalCode: postcode,
    addressLocality: area.place ?? undefined,
    addressCountry: 'DE',
  };
  if (area.radius_km > 0) {
    return {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', postalCode: postcode, address, addressCountry: 'DE' },
      geoRadius: Math.round(area.radius_km * 1000),
    };
  }
  return { '@type': 'Place', address };
}
