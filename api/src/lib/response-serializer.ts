import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema as FjsSchema } from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * A response's zod schema as a plain JSON schema for fast-json-stringify: output types, every
 * `$ref` inlined, and `anyOf [X, null]` folded into `type: [X, 'null']` (fast-json-stringify
 * would otherwise run a validator per value to pick the branch).
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as JsonSchema;
  const definitions = (json.definitions ?? {}) as Record<string, JsonSchema>;
  const inline = (node: unknown, depth: number): unknown => {
    if (depth > 32) throw new Error('response schema nests too deep (a cycle?)');
    if (Array.isArray(node)) return node.map((item) => inline(item, depth + 1));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as JsonSchema;
    if (typeof $ref === 'string') {
      const target = definitions[$ref.replace('#/definitions/', '')];
      if (!target) throw new Error(`unresolved ${$ref}`);
      return inline({ ...target, ...rest }, depth + 1);
    }
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(rest)) out[key] = inline(value, depth + 1);
    const anyOf = out.anyOf as JsonSchema[] | undefined;
    if (anyOf?.length === 2) {
      const nonNull = anyOf.filter((branch) => branch.type !== 'null');
      const [only] = nonNull;
      if (nonNull.length === 1 && only && typeof only.type === 'string') {
        delete out.anyOf;
        return { ...out, ...only, type: [only.type, 'null'] };
      }
    }
    return out;
  };
  const { $schema: _schema, definitions: _definitions, ...root } = json;
  return inline(root, 0) as JsonSchema;
}

/** Compiles a zod schema into a serializer; exported for bodies serialized ahead of time (the catalogue cache). */
export function compileResponseSerializer(schema: z.ZodType, check = false, where = 'response'): (data: unknown) => string {
  const stringify = fastJsonStringify(responseJsonSchema(schema) as unknown as FjsSchema) as (data: unknown) => string;
  if (!check) return stringify;
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new Error(`${where} does not match its schema: ${z.prettifyError(result.error)}`);
    return stringify(data);
  };
}

/**
 * Fastify serializer compiler for zod response schemas. Serializes with fast-json-stringify, which
 * writes only the fields the schema lists (a private field a handler passes by mistake is dropped,
 * never sent). With `check` (tests, development) every body is first parsed by the zod schema, and
 * a body that does not match fails the request (500) instead of leaving with the wrong shape.
 */
export function createResponseSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    const where = `Response of ${method} ${url} (${httpStatus})`;
    if (!options.check) return compileResponseSerializer(schema, false, where);
    // Checked (tests, development): compiled on first use, so an app is up without compiling every
    // route's serializers first (most of a test app's start). In production all are compiled at
    // start, where a schema that cannot be compiled stops the boot.
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= compileResponseSerializer(schema, true, where))(data);
  };
}
