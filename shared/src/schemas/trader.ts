import { z } from 'zod';
import { emailField, optionalText, requiredText } from './common';

/** The legal forms a craft business in Germany usually has; `e.K.` is a registered sole trader. */
export const LEGAL_FORMS = ['Einzelunternehmen', 'e.K.', 'GbR', 'GmbH', 'UG', 'GmbH & Co. KG', 'OHG', 'KG', 'AG', 'PartG'] as const;

/** Where the business is registered: the commercial register, the register of crafts, or the trade office. */
export const REGISTER_TYPES = ['handelsregister', 'handwerksrolle', 'gewerbeanmeldung'] as const;

/** none: never entered; submitted: waiting for an operator; verified; more_info_requested: the operator's message says what is missing. */
export const TRADER_STATUSES = ['none', 'submitted', 'verified', 'more_info_requested'] as const;

/** "HRB 12345" or "HRA 1234", optionally with the court's letter suffix as some courts write it ("HRB 12345 B"). */
export const HANDELSREGISTER_PATTERN = /^HR[AB] ?\d{1,6}(?: ?[A-Z]{1,2})?$/;
/** A Handwerksrolle or trade-office number: 3-30 letters, digits, spaces, dots, slashes or hyphens, with at least one digit. */
export const LOCAL_REGISTER_PATTERN = /^(?=.*\d)[A-Za-z0-9ÄÖÜäöü][A-Za-z0-9ÄÖÜäöü ./-]{2,29}$/;

/**
 * A German VAT id (USt-IdNr.): DE and nine digits whose last is the check digit of the first
 * eight (ISO 7064 MOD 11,10, the algorithm the Federal Central Tax Office publishes), so a typo
 * is refused before anyone publishes it.
 */
export function isGermanVatId(value: string): boolean {
  const match = /^DE(\d{9})$/.exec(value);
  if (!match) return false;
  const digits = (match[1] as string).split('').map(Number);
  let product = 10;
  for (const digit of digits.slice(0, 8)) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product === 10 ? 0 : 11 - product;
  return check === digits[8];
}

/** Spaces people type inside numbers ("DE 123 456 789", "HRB  12345") are not part of them. */
const squeeze = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * PUT /sellers/me/trader: the trader details a craftsman must give before trading with consumers
 * (EU Digital Services Act, Art. 30), published on his page once submitted. The seller's form
 * and the API's body; the register number is checked against the register type's format.
 */
export const traderDetailsSchema = z
  .object({
    legal_name: requiredText(200).meta({ description: 'The business name as registered, e.g. "Meier Sanitär GmbH"' }),
    legal_form: z.enum(LEGAL_FORMS, { error: 'Choose a legal form' }),
    street: requiredText(200).meta({ description: 'Street and house number of the business address' }),
    postcode: z.string().trim().regex(/^\d{5}$/, 'A German postcode has 5 digits'),
    city: requiredText(100),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()/-]{4,28}[0-9]$/, 'A phone number: digits, spaces, + ( ) / -')
      .refine((value) => value.replace(/\D/g, '').length >= 6, 'A phone number has at least 6 digits'),
    email: emailField,
    register_type: z.enum(REGISTER_TYPES, { error: 'Choose a register' }),
    register_number: z.string().transform(squeeze).pipe(z.string().min(1, 'Required').max(40)),
    register_court: optionalText(100).meta({ description: 'The register court, e.g. "Amtsgericht München"; for the Handelsregister only' }),
    vat_id: z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => value === '' || isGermanVatId(value), 'A German VAT id: DE and 9 digits, the last a check digit')
      .meta({ description: 'USt-IdNr.: DE and 9 digits; empty when the business has none' }),
    self_certification: z.literal(true, { error: 'Confirm that you only offer goods and services that comply with EU law' }).meta({
      description: 'The trader commits to offering only products and services that comply with Union law (DSA Art. 30(1)(e))',
    }),
  })
  .strict()
  .superRefine((value, ctx) => {
    const pattern = value.register_type === 'handelsregister' ? HANDELSREGISTER_PATTERN : LOCAL_REGISTER_PATTERN;
    if (!pattern.test(value.register_number)) {
      ctx.addIssue({
        code: 'custom',
        path: ['register_number'],
        message: value.register_type === 'handelsregister' ? 'A Handelsregister number like "HRB 12345" or "HRA 1234"' : 'Letters and digits, at least one digit, 3-30 characters',
      });
    }
  });

export type TraderDetailsInput = z.input<typeof traderDetailsSchema>;

/** POST /moderation/traders/:sellerId/decision: verify, or ask for more with a message the craftsman reads. */
export const traderDecisionSchema = z
  .object({
    action: z.enum(['verify', 'request_more']),
    message: optionalText(2000).optional().meta({ description: 'What is missing or wrong; required for request_more, mailed to the craftsman' }),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.action === 'request_more' && !value.message) ctx.addIssue({ code: 'custom', path: ['message'], message: 'Say what is missing' });
  });

export type TraderDecisionInput = z.input<typeof traderDecisionSchema>;
