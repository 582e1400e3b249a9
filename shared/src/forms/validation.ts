/**
 * The part of form validation that loads on demand (with zod, through schemasForSubmit): the
 * shared request schemas plus a react-hook-form resolver over them whose messages are human texts.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { formatNumber } from '@craft/shared/i18n';
import { sharedText } from '../texts/shared-catalog';

export * from '../schemas';

export interface FieldMessages<Values extends FieldValues> {
  /** The field names as the form shows them; messages name the field with these. */
  labels: Partial<Record<keyof Values & string, string>>;
  /** A form's own text for a field and zod issue code, e.g. { email: { invalid_format: '...' } }. */
  overrides?: Partial<Record<keyof Values & string, Partial<Record<string, string>>>>;
  /**
   * The text of an empty required field; the shared 'validation.required' unless the form says
   * otherwise, for every field or per field (a field left out gets the shared one).
   */
  required?: string | Partial<Record<keyof Values & string, string>>;
}

interface Options<Values extends FieldValues> extends FieldMessages<Values> {
  /** What the schema checks when the form's values are not the request body itself. */
  toInput?: (values: Values) => unknown;
}

/** A limit in the page's language: 5,000 in English, 5.000 in German. */
const number = (value: unknown) => formatNumber(value as number | bigint);

/**
 * A human message from the issue zod reports, for issues the schema left without its own text,
 * in the page's language at the moment of the check.
 */
function humanIssue(labels: Partial<Record<string, string>>) {
  return (issue: z4.$ZodRawIssue): string => {
    const key = issue.path?.[0];
    const label = (typeof key === 'string' && labels[key]) || sharedText('validation.thisField');
    const isText = issue.origin === 'string';
    switch (issue.code) {
      case 'too_big':
        return sharedText(isText ? 'validation.tooLong' : 'validation.tooLarge', { field: label, max: number(issue.maximum) });
      case 'too_small':
        return sharedText(isText ? 'validation.tooShort' : 'validation.tooSmall', { field: label, min: number(issue.minimum) });
      default:
        return sharedText('validation.invalid', { field: label });
    }
  };
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A resolver on a shared schema. zod gives a schema's own short message ('Required') precedence
 * over any per-parse map, so those are replaced here: an empty field says it is required, else a form's
 * override wins, and anything else falls back to a text naming the field.
 */
export function formResolver<Values extends FieldValues>(
  schema: z4.$ZodType,
  { labels, overrides = {}, required, toInput }: Options<Values>,
): Resolver<Values, unknown, Values> {
  const ownMessages = new Set<string>();
  const toHuman = humanIssue(labels);
  const error = (issue: z4.$ZodRawIssue) => {
    const text = toHuman(issue);
    ownMessages.add(text);
    return text;
  };
  // raw: the submit handler gets the values as typed; the schema only decides whether they may go.
  const resolve = zodResolver(schema as never, { error } as never, { raw: true }) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const input = (toInput ? toInput(values) : values) as FieldValues;
    const result = await resolve(input, context, options as never);
    // An issue of the whole form (no field path) is the form's root error, said in words.
    const formIssue = (result.errors as Record<string, FieldError | undefined>)[''];
    if (formIssue) {
      delete (result.errors as Record<string, unknown>)[''];
      (result.errors as Record<string, FieldError>).root = { type: formIssue.type, message: sharedText('validation.checkForm') };
    }
    for (const [field, fieldError] of Object.entries(result.errors) as [string, FieldError | undefined][]) {
      if (!fieldError || field === 'root' || typeof fieldError.type !== 'string') continue;
      const label = labels[field as keyof Values & string] ?? field;
      const override = overrides[field as keyof Values & string]?.[fieldError.type];
      const requiredText = (typeof required === 'string' ? required : required?.[field as keyof Values & string]) ?? sharedText('validation.required');
      if (isBlank((values as Record<string, unknown>)[field]) && fieldError.type !== 'custom') fieldError.message = requiredText;
      else if (override) fieldError.message = override;
      else if (!fieldError.message || !ownMessages.has(fieldError.message)) fieldError.message = sharedText('validation.invalid', { field: label });
    }
    return (Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : { values, errors: {} }) as never;
  };
}
