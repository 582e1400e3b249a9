import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './http-error';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return. PostgreSQL cannot store
 * NUL at all (500 "invalid byte sequence"), and the others only ever arrive from scripts: terminal
 * escapes, bells, form feeds. Refused once, at the edge, for every route on both databases.
 *
 * Also the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they
 * reorder what follows them, so "U+202E gpj.exe" reads as an invoice in a message or a name. The
 * marks U+200E/U+200F change no order of other text and stay allowed (mixed Hebrew/Arabic writing).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export interface ControlCharacterFound {
  /** Where it sits, e.g. "description" or "items.2.name"; '' for the value itself. */
  path: string;
  /** Its code point as written in errors, e.g. "U+0000". */
  codePoint: string;
}

/**
 * The first control character in a parsed request part (strings, keys, nested arrays and objects).
 * Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function findControlCharacter(value: unknown): ControlCharacterFound | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      const codePoint = firstControlCharacter(current);
      if (codePoint) return { path, codePoint };
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        const inKey = firstControlCharacter(key);
        if (inKey) return { path: childPath, codePoint: inKey };
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

function firstControlCharacter(text: string): string | null {
  const match = CONTROL_CHARACTER.exec(text);
  return match ? `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/** The 400 message, e.g. "body firstname: contains a control character (U+0000), which is not allowed". */
export function controlCharacterMessage(place: string, found: ControlCharacterFound): string {
  return `${found.path ? `${place} ${found.path}` : place}: contains a control character (${found.codePoint}), which is not allowed`;
}

const PLACES: Record<string, string> = { body: 'body', params: 'path', querystring: 'query' };

/**
 * fastify-type-provider-zod's validator with the control-character check in front of it, so every
 * route's body, query and path are checked before any schema, handler or database sees them.
 * Headers are left to their own schemas (they never reach the database as free text).
 */
export const textSafeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const place = PLACES[route.httpPart ?? ''];
  if (!place) return validate;
  return (data) => {
    const found = findControlCharacter(data);
    if (found) return { error: badRequest(controlCharacterMessage(place, found), 'request.control_character') };
    return validate(data);
  };
};
