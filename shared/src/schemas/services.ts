import { z } from 'zod';
import { parseMoney } from '../lib/money';
import { idParam, optionalText, requiredText } from './common';

/**
 * What a service's price is for: the whole job (quantity always 1), or per hour, square
 * metre, metre or piece (the order names a quantity).
 */
export const PRICE_UNIT_VALUES = ['job', 'hour', 'm2', 'm', 'piece'] as const;

/** What the price is for; absent on create means per job. */
export const priceUnitField = z.enum(PRICE_UNIT_VALUES, { error: `Expected one of ${PRICE_UNIT_VALUES.join(', ')}` });

const PRICE_MAX = 10_000_000;

/** Thousands grouped with `mark` (`2.100`, `1.234.567`), up to PRICE_MAX; leading zeros of the first group allowed. */
const grouped = (mark: '\\.' | ',') => `(?:\\d{1,3}${mark}\\d{3}|0{0,2}\\d${mark}\\d{3}${mark}\\d{3}|0?10${mark}000${mark}000)`;

/**
 * The strings parseMoney reads as whole euros up to PRICE_MAX: digits, or thousands grouped with
 * one separator, with zero cents after the other one (or after plain digits). For the document
 * only, so a client knows "12,50" or "1e3" is refused; shared/src/lib/money.test.ts holds the two together.
 */
const WHOLE_EUROS = new RegExp(
  `^ *(?:0*(?:\\d{1,7}|10000000)(?:[.,]0{1,2})?|${grouped('\\.')}(?:,0{1,2})?|${grouped(',')}(?:\\.0{1,2})?) *$`,
);

/**
 * Whole euros: a JSON number, or a string in German or English notation (parseMoney: "2.100",
 * "2.100,00", "1,234.00"). Never null, a boolean, an array, hex or an exponent, which a plain
 * coercion would have turned into 0, 1 or 16. The document shows both forms exactly.
 */
export const priceField = z
  .union([z.number(), z.string()], { error: 'Enter a whole number' })
  .meta({ anyOf: [{ type: 'integer', minimum: 0, maximum: PRICE_MAX }, { type: 'string', pattern: WHOLE_EUROS.source }] })
  // NaN fails the number check below with the same issue as a wrong type.
  .transform((value) => parseMoney(value) ?? Number.NaN)
  .pipe(
    z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(0, 'Enter a whole number')
      .max(PRICE_MAX),
  );

export const serviceWriteSchema = z.object({
  seller_id: idParam,
  category_id: idParam.default(1),
  title: requiredText(150),
  description: optionalText(5000).default(''),
  price: priceField,
  /** Absent: 'job' on create, unchanged on update (old clients do not know it). */
  price_unit: priceUnitField.optional(),
  created_by: z.unknown().optional(),
  updated_by: z.unknown().optional(),
});

export type ServiceWriteInput = z.input<typeof serviceWriteSchema>;
