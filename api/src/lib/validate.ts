import type { z } from 'zod';
import { type ApiErrorCode, type CatalogueErrorCode, isCatalogueErrorCode } from '@craft/shared/api/error-codes';
import { controlCharacterMessage, findControlCharacter } from './control-characters';
import { badRequest } from './http-error';

/** One readable line for a zod failure, e.g. "email: Invalid email address". */
export function describeIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): string {
  return issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** What the code of a validation error is read from: the first zod issue's path, and for some kinds their extra fields. */
export interface IssueForCode {
  path: ReadonlyArray<PropertyKey>;
  /** `unrecognized_keys`: the unknown fields. */
  keys?: unknown;
  /** A custom issue's `params`; `{ code }` names a catalogue code (e.g. the password strength rule). */
  params?: unknown;
}

/** A field name as a code segment: a client's own junk key must not make a code of any length or alphabet. */
const segment = (key: PropertyKey): string => String(key).replace(/[^A-Za-z0-9_]/g, '_').slice(0, 60);

/**
 * The stable code of a validation error (the rule is written in shared/src/api/error-codes.ts):
 * `validation.<field>` for the first issue's field (array positions left out), the unknown field's
 * name for an unknown field, `validation.<place>` when the whole body, query or path is wrong, and
 * the catalogue code a schema rule names in its params.
 */
export function validationCode(place: string, issue: IssueForCode | undefined): ApiErrorCode {
  const named = (issue?.params as { code?: unknown } | undefined)?.code;
  if (isCatalogueErrorCode(named)) return named;
  const path = (issue?.path ?? []).filter((key) => typeof key !== 'number' && !/^\d+$/.test(String(key)));
  const unknownKey = Array.isArray(issue?.keys) ? (issue.keys as unknown[])[0] : undefined;
  const field = [...path, ...(typeof unknownKey === 'string' ? [unknownKey] : [])].map(segment).join('.');
  return `validation.${field || segment(place)}`;
}

/** A schema rule's own catalogue code, for a custom issue's params: `addIssue({ …, params: issueCode('…') })`. */
export const issueCode = (code: CatalogueErrorCode): { code: CatalogueErrorCode } => ({ code });

/** For inputs that arrive outside fastify's schema step (multipart fields). */
export function parseOr400<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const control = findControlCharacter(data);
  if (control) throw badRequest(controlCharacterMessage('field', control), 'request.control_character');
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(describeIssues(result.error.issues), validationCode('body', result.error.issues[0]));
  return result.data;
}
