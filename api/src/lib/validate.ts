import type { z } from 'zod';
import { controlCharacterMessage, findControlCharacter } from './control-characters';
import { badRequest } from './http-error';

/** One readable line for a zod failure, e.g. "email: Invalid email address". */
export function describeIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): string {
  return issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** For inputs that arrive outside fastify's schema step (multipart fields). */
export function parseOr400<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const control = findControlCharacter(data);
  if (control) throw badRequest(controlCharacterMessage('field', control));
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(describeIssues(result.error.issues));
  return result.data;
}
