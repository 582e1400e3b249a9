/**
 * A checker for the JSON-LD our public pages emit, against schema.org's definitions of the
 * types we use, plus what Google's rich results require of them. No DOM and no network: jest
 * tests of the builders and the e2e/HTTP tests of the server-rendered pages both import it
 * (`@craft/shared/seo/schema-org-check`). It never ships to the browser.
 *
 * The table below is schema.org's (https://schema.org/<Type>, version 29): each type's own
 * properties with their expected types, and its parent; a type has its ancestors' properties too.
 * Only the types our pages use are listed: an unknown @type is reported, so adding one means adding
 * it here first.
 */

/** Data types of schema.org values; anything else names a schema.org type (a node with that @type). */
type DataType = 'Text' | 'URL' | 'Number' | 'Integer' | 'Boolean' | 'Date' | 'DateTime';

const DATA_TYPES: ReadonlySet<string> = new Set<DataType>(['Text', 'URL', 'Number', 'Integer', 'Boolean', 'Date', 'DateTime']);

interface TypeDefinition {
  parent: string | null;
  /** property → the types schema.org accepts for it ("expected types"). */
  properties: Readonly<Record<string, readonly string[]>>;
}

const SCHEMA_TYPES: Readonly<Record<string, TypeDefinition>> = {
  Thing: {
    parent: null,
    properties: {
      name: ['Text'],
      description: ['Text', 'TextObject'],
      url: ['URL'],
      image: ['ImageObject', 'URL'],
      sameAs: ['URL'],
      identifier: ['PropertyValue', 'Text', 'URL'],
      alternateName: ['Text'],
      disambiguatingDescription: ['Text'],
      mainEntityOfPage: ['CreativeWork', 'URL'],
      potentialAction: ['Action'],
      additionalType: ['Text', 'URL'],
    },
  },
  Intangible: { parent: 'Thing', properties: {} },
  StructuredValue: { parent: 'Intangible', properties: {} },
  Service: {
    parent: 'Intangible',
    properties: {
      aggregateRating: ['AggregateRating'],
      areaServed: ['AdministrativeArea', 'GeoShape', 'Place', 'Text'],
      audience: ['Audience'],
      availableChannel: ['ServiceChannel'],
      award: ['Text'],
      brand: ['Brand', 'Organization'],
      broker: ['Organization', 'Person'],
      category: ['CategoryCode', 'PhysicalActivityCategory', 'Text', 'Thing', 'URL'],
      hasOfferCatalog: ['OfferCatalog'],
      hoursAvailable: ['OpeningHoursSpecification'],
      isRelatedTo: ['Product', 'Service'],
      isSimilarTo: ['Product', 'Service'],
      logo: ['ImageObject', 'URL'],
      offers: ['Demand', 'Offer'],
      provider: ['Organization', 'Person'],
      providerMobility: ['Text'],
      review: ['Review'],
      serviceOutput: ['Thing'],
      serviceType: ['GovernmentBenefitsType', 'Text'],
      slogan: ['Text'],
      termsOfService: ['Text', 'URL'],
    },
  },
  Offer: {
    parent: 'Intangible',
    properties: {
      acceptedPaymentMethod: ['LoanOrCredit', 'PaymentMethod', 'Text'],
      aggregateRating: ['AggregateRating'],
      areaServed: ['AdministrativeArea', 'GeoShape', 'Place', 'Text'],
      availability: ['ItemAvailability'],
      businessFunction: ['BusinessFunction'],
      category: ['CategoryCode', 'PhysicalActivityCategory', 'Text', 'Thing', 'URL'],
      eligibleRegion: ['GeoShape', 'Place', 'Text'],
      itemOffered: ['AggregateOffer', 'CreativeWork', 'Event', 'MenuItem', 'Product', 'Service', 'Trip'],
      offeredBy: ['Organization', 'Person'],
      price: ['Number', 'Text'],
      priceCurrency: ['Text'],
      priceSpecification: ['PriceSpecification'],
      priceValidUntil: ['Date'],
      review: ['Review'],
      seller: ['Organization', 'Person'],
      validFrom: ['Date', 'DateTime'],
      validThrough: ['Date', 'DateTime'],
    },
  },
  Rating: {
    parent: 'Intangible',
    properties: {
      author: ['Organization', 'Person'],
      bestRating: ['Number', 'Text'],
      ratingExplanation: ['Text'],
      ratingValue: ['Number', 'Text'],
      reviewAspect: ['Text'],
      worstRating: ['Number', 'Text'],
    },
  },
  AggregateRating: {
    parent: 'Rating',
    properties: {
      itemReviewed: ['Thing'],
      ratingCount: ['Integer'],
      reviewCount: ['Integer'],
    },
  },
  Organization: {
    parent: 'Thing',
    properties: {
      address: ['PostalAddress', 'Text'],
      aggregateRating: ['AggregateRating'],
      areaServed: ['AdministrativeArea', 'GeoShape', 'Place', 'Text'],
      brand: ['Brand', 'Organization'],
      contactPoint: ['ContactPoint'],
      email: ['Text'],
      foundingDate: ['Date'],
      hasOfferCatalog: ['OfferCatalog'],
      legalName: ['Text'],
      logo: ['ImageObject', 'URL'],
      makesOffer: ['Offer'],
      review: ['Review'],
      slogan: ['Text'],
      telephone: ['Text'],
      vatID: ['Text'],
    },
  },
  Place: {
    parent: 'Thing',
    properties: {
      address: ['PostalAddress', 'Text'],
      aggregateRating: ['AggregateRating'],
      containedInPlace: ['Place'],
      geo: ['GeoCoordinates', 'GeoShape'],
      hasMap: ['Map', 'URL'],
      latitude: ['Number', 'Text'],
      logo: ['ImageObject', 'URL'],
      longitude: ['Number', 'Text'],
      openingHoursSpecification: ['OpeningHoursSpecification'],
      photo: ['ImageObject', 'Photograph'],
      review: ['Review'],
      slogan: ['Text'],
      telephone: ['Text'],
    },
  },
  /** LocalBusiness is both an Organization and a Place; `parents` below adds Place's properties. */
  LocalBusiness: {
    parent: 'Organization',
    properties: {
      currenciesAccepted: ['Text'],
      openingHours: ['Text'],
      paymentAccepted: ['Text'],
      priceRange: ['Text'],
    },
  },
  ContactPoint: {
    parent: 'StructuredValue',
    properties: {
      areaServed: ['AdministrativeArea', 'GeoShape', 'Place', 'Text'],
      availableLanguage: ['Language', 'Text'],
      contactType: ['Text'],
      email: ['Text'],
      telephone: ['Text'],
    },
  },
  PostalAddress: {
    parent: 'ContactPoint',
    properties: {
      addressCountry: ['Country', 'Text'],
      addressLocality: ['Text'],
      addressRegion: ['Text'],
      postOfficeBoxNumber: ['Text'],
      postalCode: ['Text'],
      streetAddress: ['Text'],
    },
  },
  GeoShape: {
    parent: 'StructuredValue',
    properties: {
      address: ['PostalAddress', 'Text'],
      addressCountry: ['Country', 'Text'],
      box: ['Text'],
      circle: ['Text'],
      elevation: ['Number', 'Text'],
      line: ['Text'],
      polygon: ['Text'],
      postalCode: ['Text'],
    },
  },
  GeoCircle: {
    parent: 'GeoShape',
    properties: {
      geoMidpoint: ['GeoCoordinates'],
      geoRadius: ['Distance', 'Number', 'Text'],
    },
  },
  GeoCoordinates: {
    parent: 'StructuredValue',
    properties: {
      address: ['PostalAddress', 'Text'],
      addressCountry: ['Country', 'Text'],
      elevation: ['Number', 'Text'],
      latitude: ['Number', 'Text'],
      longitude: ['Number', 'Text'],
      postalCode: ['Text'],
    },
  },
  CreativeWork: {
    parent: 'Thing',
    properties: {
      about: ['Thing'],
      aggregateRating: ['AggregateRating'],
      inLanguage: ['Language', 'Text'],
      keywords: ['DefinedTerm', 'Text', 'URL'],
      publisher: ['Organization', 'Person'],
    },
  },
  WebSite: { parent: 'CreativeWork', properties: { issn: ['Text'] } },
  WebPage: {
    parent: 'CreativeWork',
    properties: {
      breadcrumb: ['BreadcrumbList', 'Text'],
      mainEntity: ['Thing'],
    },
  },
  SearchResultsPage: { parent: 'WebPage', properties: {} },
  ItemList: {
    parent: 'Intangible',
    properties: {
      itemListElement: ['ListItem', 'Text', 'Thing'],
      itemListOrder: ['ItemListOrderType', 'Text'],
      numberOfItems: ['Integer'],
    },
  },
  ListItem: {
    parent: 'Intangible',
    properties: {
      item: ['Thing'],
      nextItem: ['ListItem'],
      position: ['Integer', 'Text'],
      previousItem: ['ListItem'],
    },
  },
};

/** Types with a second parent (schema.org's multiple inheritance). */
const EXTRA_PARENTS: Readonly<Record<string, readonly string[]>> = { LocalBusiness: ['Place'] };

/** The schema.org types this checker knows (the ones our pages use). */
export const KNOWN_SCHEMA_TYPES: readonly string[] = Object.keys(SCHEMA_TYPES);

/** Contact details a public page's JSON-LD must never carry: the craftsman's private data. */
const PRIVATE_PROPERTIES: readonly string[] = ['email', 'telephone', 'faxNumber', 'streetAddress', 'postOfficeBoxNumber'];

function ancestors(type: string): string[] {
  const seen: string[] = [];
  const queue = [type];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || seen.includes(next)) continue;
    seen.push(next);
    const definition = SCHEMA_TYPES[next];
    if (definition?.parent) queue.push(definition.parent);
    queue.push(...(EXTRA_PARENTS[next] ?? []));
  }
  return seen;
}

/** Whether `type` is `expected` or one of its subtypes. */
function isA(type: string, expected: string): boolean {
  return ancestors(type).includes(expected);
}

function allowedTypes(type: string, property: string): readonly string[] | undefined {
  for (const ancestor of ancestors(type)) {
    const expected = SCHEMA_TYPES[ancestor]?.properties[property];
    if (expected) return expected;
  }
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether a plain value is one of the data types; null when no data type was expected. */
function matchesDataType(value: unknown, expected: readonly string[]): boolean {
  return expected.some((type) => {
    switch (type) {
      case 'Text':
        return typeof value === 'string' && value.trim() !== '';
      case 'URL':
        return typeof value === 'string' && isAbsoluteHttpUrl(value);
      case 'Number':
        return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));
      case 'Integer':
        return typeof value === 'number' && Number.isInteger(value);
      case 'Boolean':
        return typeof value === 'boolean';
      case 'Date':
        return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
      case 'DateTime':
        return typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);
      default:
        return false;
    }
  });
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** Google's rich-result requirements for the types that have them (beyond schema.org's own rules). */
function richResultProblems(type: string, node: Record<string, unknown>, path: string): string[] {
  const problems: string[] = [];
  const need = (property: string) => {
    if (node[property] === undefined) problems.push(`${path}: ${type} needs "${property}"`);
  };
  if (isA(type, 'Offer')) {
    need('price');
    need('priceCurrency');
    const price = toNumber(node.price);
    if (node.price !== undefined && (price === undefined || price < 0)) problems.push(`${path}.price: not a price: ${JSON.stringify(node.price)}`);
    if (node.priceCurrency !== undefined && !(typeof node.priceCurrency === 'string' && /^[A-Z]{3}$/.test(node.priceCurrency))) {
      problems.push(`${path}.priceCurrency: not an ISO 4217 code: ${JSON.stringify(node.priceCurrency)}`);
    }
  }
  if (isA(type, 'AggregateRating')) {
    need('ratingValue');
    if (node.reviewCount === undefined && node.ratingCount === undefined) problems.push(`${path}: AggregateRating needs "reviewCount" or "ratingCount"`);
    const count = toNumber(node.reviewCount ?? node.ratingCount);
    if (count !== undefined && count <= 0) problems.push(`${path}: AggregateRating of no reviews (count ${count})`);
    const value = toNumber(node.ratingValue);
    const best = toNumber(node.bestRating) ?? 5;
    const worst = toNumber(node.worstRating) ?? 1;
    if (value !== undefined && (value < worst || value > best)) problems.push(`${path}.ratingValue: ${value} outside ${worst}..${best}`);
  }
  if (isA(type, 'Service') || isA(type, 'LocalBusiness') || isA(type, 'WebSite')) need('name');
  if (isA(type, 'GeoCircle')) {
    need('geoMidpoint');
    need('geoRadius');
  }
  if (isA(type, 'ListItem')) need('position');
  return problems;
}

function checkNode(node: Record<string, unknown>, path: string, expected: readonly string[] | null, problems: string[]): void {
  const type = node['@type'];
  if (typeof type !== 'string') {
    problems.push(`${path}: "@type" missing or not one string`);
    return;
  }
  if (!SCHEMA_TYPES[type]) {
    problems.push(`${path}: unknown or unsupported @type "${type}"`);
    return;
  }
  if (expected && !expected.some((candidate) => isA(type, candidate))) {
    problems.push(`${path}: a ${type} where schema.org expects ${expected.join(' | ')}`);
  }
  for (const [property, value] of Object.entries(node)) {
    const at = `${path}.${property}`;
    if (property === '@type' || property === '@id') continue;
    if (property === '@context') {
      if (path !== '$') problems.push(`${at}: only the top node carries @context`);
      continue;
    }
    if (property.startsWith('@')) {
      problems.push(`${at}: unexpected JSON-LD keyword`);
      continue;
    }
    if (PRIVATE_PROPERTIES.includes(property)) problems.push(`${at}: contact details must not be published`);
    const allowed = allowedTypes(type, property);
    if (!allowed) {
      problems.push(`${at}: not a property of ${type}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) problems.push(`${at}: empty list`);
    values.forEach((item: unknown, index) => {
      const itemPath = Array.isArray(value) ? `${at}[${index}]` : at;
      if (isObject(item)) {
        const objectTypes = allowed.filter((candidate) => !DATA_TYPES.has(candidate));
        if (objectTypes.length === 0) problems.push(`${itemPath}: expects ${allowed.join(' | ')}, got an object`);
        else checkNode(item, itemPath, objectTypes, problems);
      } else if (!matchesDataType(item, allowed)) {
        problems.push(`${itemPath}: expects ${allowed.join(' | ')}, got ${JSON.stringify(item)}`);
      }
    });
  }
  problems.push(...richResultProblems(type, node, path));
}

/**
 * Every problem of one JSON-LD document (the parsed content of one
 * `<script type="application/ld+json">`); an empty list means valid. Checks the top node's
 * `@context` (https://schema.org), each node's `@type` (a type of the table above, and one
 * schema.org accepts where it stands), that each property belongs to its type with a value of an
 * expected type, Google's requirements (Offer: price and an ISO priceCurrency; AggregateRating:
 * ratingValue within its range and a review count above 0), and that no contact detail (e-mail,
 * telephone, street address) is published.
 */
export function schemaOrgProblems(document: unknown): string[] {
  if (!isObject(document)) return ['$: a JSON-LD document is one object'];
  const problems: string[] = [];
  const context = document['@context'];
  if (typeof context !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(context)) {
    problems.push(`$.@context: expected "https://schema.org", got ${JSON.stringify(context)}`);
  }
  checkNode(document, '$', null, problems);
  return problems;
}

/** Throws with every problem listed, for tests: `assertValidSchemaOrg(JSON.parse(script))`. */
export function assertValidSchemaOrg(document: unknown): void {
  const problems = schemaOrgProblems(document);
  if (problems.length > 0) throw new Error(`Invalid schema.org JSON-LD:\n  ${problems.join('\n  ')}`);
}

/**
 * The parsed JSON-LD documents of an HTML page (each `<script type="application/ld+json">`),
 * without a DOM: for the plain-HTTP tests of server-rendered pages. A script whose content is not
 * JSON throws.
 */
export function jsonLdDocuments(html: string): unknown[] {
  const scripts = html.matchAll(/<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi);
  return [...scripts].map((match) => JSON.parse(match[1] ?? '') as unknown);
}
