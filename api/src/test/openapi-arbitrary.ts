/**
 * Requests generated from the served OpenAPI document (not from the route code), and the
 * document's own verdict on them: ajv decides whether a generated request is one the document
 * allows, so the fuzz run can hold the server to the document both ways.
 */
import fc from 'fast-check';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { type JsonSchema, hostileString, hostileValue, validArbitrary } from './schema-arbitrary';

export interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiResponse {
  content?: Record<string, { schema?: unknown }>;
}

export interface OpenApiOperation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown> };
}

/** Only callable with a token: no empty requirement among the alternatives. */
export const needsToken = (op: OpenApiOperation) =>
  op.security?.some((requirement) => 'bearer' in requirement) === true && !op.security.some((r) => Object.keys(r).length === 0);

/** One object schema from `allOf` parts (the multipart bodies are written so). */
export function flatten(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(flatten);
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, JsonSchema>,
    required: parts.flatMap((p) => p.required ?? []),
  };
}

/**
 * The document's judgement of values: JSON bodies and responses as sent, strings of a path,
 * query or form field as what they spell.
 */
export function documentValidators(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  // Response schemas point into the components: one document holds them, referenced by name.
  ajv.addSchema({ $id: 'openapi', components: document.components } as object);
  const cache = new Map<string, ValidateFunction>();
  const compile = (key: string, schema: unknown): ValidateFunction => {
    const cached = cache.get(key);
    if (cached) return cached;
    // A copy whose component references resolve against the registered document.
    const rewritten = JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/')) as object;
    const validate = ajv.compile(rewritten);
    cache.set(key, validate);
    return validate;
  };
  return {
    /** The first error, or null when the value matches. */
    check(key: string, schema: unknown, value: unknown): string | null {
      const validate = compile(key, schema);
      return validate(value) ? null : ajv.errorsText(validate.errors);
    },
    /**
     * The same for a string sent in a path, query or form field: it stands for itself, or for the
     * number or boolean it spells (decimal digits only: JavaScript's Number() would also read
     * "0x10", "1e3" or " 7", which no document means).
     */
    checkString(key: string, schema: JsonSchema, value: string): string | null {
      const readings: unknown[] = [value];
      if (/^-?\d+(\.\d+)?$/.test(value)) readings.push(Number(value));
      if (value === 'true' || value === 'false') readings.push(value === 'true');
      const validate = compile(key, schema);
      return readings.some((reading) => validate(reading)) ? null : ajv.errorsText(validate.errors);
    },
  };
}

const isInteger = (schema: JsonSchema) => [schema.type].flat().includes('integer');

/** Values that break one rule of `schema`: its type, range, length, pattern or allowed values. */
export function breakingArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: unknown[] = [];
  const types = [schema.type].flat().filter(Boolean);
  if (!types.includes('string')) options.push('not a number', '');
  if (!types.includes('number') && !types.includes('integer')) options.push(12345);
  if (!types.includes('object')) options.push({ nested: 'object' });
  if (!types.includes('array')) options.push(['an', 'array']);
  if (!types.includes('boolean')) options.push(true);
  if (!types.includes('null')) options.push(null);
  if (isInteger(schema)) options.push(1.5);
  if (schema.minimum !== undefined) options.push(schema.minimum - 1);
  if (schema.maximum !== undefined) options.push(schema.maximum + 1);
  if (schema.maxLength !== undefined) options.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength) options.push('');
  if (schema.pattern) options.push('!~ no match ~!');
  if (schema.enum || 'const' in schema) options.push('not-one-of-them');
  if (schema.format === 'email') options.push('not-an-address');
  if (schema.format === 'date') options.push('2024-02-30x');
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...options) }, { weight: 1, arbitrary: hostileValue });
}

/** Strings (as a path, query or form field carries them) meant to break `schema`. */
export function breakingStringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const options = ['not a number', '1.5', '-1', '0', '99999999999999999999', 'null', 'true', "1' OR '1'='1"];
  if (schema.maximum !== undefined) options.push(String(schema.maximum + 1));
  if (schema.minimum !== undefined) options.push(String(schema.minimum - 1));
  if (schema.maxLength !== undefined) options.push('x'.repeat(schema.maxLength + 1));
  if (schema.pattern || schema.enum) options.push('!~ no match ~!');
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...options) },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length > 0 && s.length < 3000) },
  );
}

/** An object valid but for one thing: a required field missing, a field breaking its rule, or an unknown field. */
export function brokenObjectArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const required = (schema.required ?? []).filter((key) => keys.includes(key));
  const mutations: Array<fc.Arbitrary<(value: Record<string, unknown>) => unknown>> = [
    // Not an object at all.
    fc.constantFrom<unknown>('a string', 42, null, [], true).map((other) => () => other),
  ];
  if (required.length) mutations.push(fc.constantFrom(...required).map((key) => (value) => {
    const copy = { ...value };
    delete copy[key];
    return copy;
  }));
  if (keys.length) {
    mutations.push(
      fc.constantFrom(...keys).chain((key) => breakingArbitrary(schema.properties?.[key] ?? {}).map((bad) => (value: Record<string, unknown>) => ({ ...value, [key]: bad }))),
    );
  }
  if ((schema as { additionalProperties?: unknown }).additionalProperties === false) {
    mutations.push(fc.constantFrom('role', 'is_admin', 'unknown_field').map((key) => (value) => ({ ...value, [key]: 'x' })));
  }
  return fc.tuple(validArbitrary(schema), fc.oneof(...mutations)).map(([value, mutate]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? mutate(value as Record<string, unknown>) : mutate({}),
  );
}

/**
 * `schema` with `choices` offered first wherever it takes an integer at `key` (nested in anyOf
 * too), so generated ids often name rows that exist.
 */
export function preferring(schema: JsonSchema, choices: number[]): JsonSchema {
  if (!choices.length) return schema;
  if (schema.anyOf) return { ...schema, anyOf: schema.anyOf.map((part) => preferring(part, choices)) };
  if (isInteger(schema)) return { anyOf: [{ enum: choices }, { enum: choices }, { enum: choices }, schema] };
  if (schema.type === 'array' && schema.items) return { ...schema, items: preferring(schema.items, choices) };
  return schema;
}
