/**
 * fast-check arbitraries derived from a route's own zod schema (through zod's JSON Schema export),
 * so a new route or field is fuzzed without anyone writing a generator for it: values that pass
 * the schema, the same values mutated (wrong types, missing and extra fields), and hostile values.
 */
import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that z.toJSONSchema emits for our schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  maxItems?: number;
}

/** A zod schema as the client sees it (input side); anything unrepresentable becomes "any". */
export function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const INT32 = 2_147_483_647;

/** Strings that have broken parsers, queries, paths and templates somewhere before. */
const NASTY_STRINGS = [
  '', ' ', '\u0000', '%00', '../../../../etc/passwd', '..\\..\\windows', "' OR 1=1 --", '"; drop table users; --',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '{{7*7}}', '${process.exit()}', '__proto__', 'constructor',
  '\uD800', '\uFEFF', 'Ω≈ç√∫˜µ≤≥÷', '👩‍👩‍👧‍👦🏳️‍🌈', 'ﷺ', 'null', 'undefined', 'NaN', '-1', '1.5', '1e309', '0x10', 'true',
];

/** A long string: big enough to pass every length limit, sometimes past the 1 MB body limit. */
const hugeString = fc
  .tuple(fc.constantFrom(1_000, 10_000, 200_000, 1_100_000), fc.constantFrom('a', 'é', '😀', '\u0000', '<'))
  .map(([length, unit]) => unit.repeat(length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  hugeString,
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, -2.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE),
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value with an odd shape or content. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, { __proto__: { admin: true } }),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxKeys: 3 }),
);

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
  if (schema.format === 'date') {
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    const source = schema.pattern;
    const regex = new RegExp(source);
    const max = schema.maxLength ?? Infinity;
    // stringMatching makes short strings: a long minimum (a 16+ character link token) would
    // make a plain filter reject nearly all of them. Repeating a match of a `[class]+` pattern still matches.
    return fc
      .stringMatching(regex)
      .map((s) => (s.length >= minLength || s.length === 0 ? s : s.repeat(Math.ceil(minLength / s.length)).slice(0, Math.min(max, Math.max(minLength, s.length)))))
      .filter((s) => s.length >= minLength && s.length <= max && regex.test(s));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  ).filter((s) => s.trim().length >= minLength);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -INT32 - 1) + 1, -INT32);
  const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? INT32 + 1) - 1, INT32);
  // Small values near the minimum hit existing rows (ids 1..4) far more often than uniform ones.
  const low = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.min(Math.floor(max), Math.ceil(min) + 4)) });
  if (integer) return fc.oneof({ weight: 3, arbitrary: low }, { weight: 1, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) });
  return fc.oneof(low, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** Values the schema accepts (approximately: refinements beyond JSON Schema are not modelled). */
export function validArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map(validArbitrary));
  if (schema.allOf?.[0]) return validArbitrary(schema.allOf[0]);
  const options = types(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(schema.items ? validArbitrary(schema.items) : hostileValue, { maxLength: Math.min(schema.maxItems ?? 4, 4) });
      case 'object': {
        const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validArbitrary(value)]));
        return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      }
      default:
        return hostileValue;
    }
  });
  return options.length ? fc.oneof(...options) : hostileValue;
}

type Mutation = 'none' | 'drop' | 'retype' | 'extra' | 'replace';

/**
 * A valid object with one mutation: a required field dropped, a field given a hostile value, extra
 * fields (including ones the server must set itself), or the whole value replaced.
 */
export function mutatedArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const extraKeys = ['__proto__', 'constructor', 'id', 'role', 'status', 'seller_id', 'user_id', 'created_by', 'updated_by', 'password_hash', 'is_admin'];
  return fc
    .tuple(
      validArbitrary(schema),
      fc.constantFrom<Mutation>('none', 'drop', 'retype', 'retype', 'extra', 'replace'),
      fc.constantFrom(...(keys.length ? keys : ['x'])),
      fc.constantFrom(...extraKeys),
      hostileValue,
    )
    .map(([value, mutation, key, extraKey, hostile]) => {
      if (mutation === 'replace' || typeof value !== 'object' || value === null || Array.isArray(value)) {
        return mutation === 'none' ? value : hostile;
      }
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      if (mutation === 'drop') delete copy[key];
      if (mutation === 'retype') copy[key] = hostile;
      // defineProperty: a plain assignment to "__proto__" would change the prototype, not add a key.
      if (mutation === 'extra') Object.defineProperty(copy, extraKey, { value: hostile, enumerable: true, writable: true, configurable: true });
      return copy;
    });
}
