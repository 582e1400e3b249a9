import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import type { TaxStatus } from '../api/payment-types';
import { requiredText } from './common';

const TAX_STATUSES = ['vat', 'small_business'] as const satisfies readonly TaxStatus[];

/** An IBAN as typed (spaces allowed): its country's length and format and the ISO 7064 mod-97 checksum must hold. */
export const ibanField = z
  .string()
  .trim()
  .max(50)
  .transform((raw) => electronicFormatIBAN(raw) ?? '')
  .refine((iban) => isValidIBAN(iban), 'Invalid IBAN')
  .meta({ description: 'IBAN; spaces are ignored, the checksum is checked' });

/** A BIC (8 or 11 characters); optional, as SEPA transfers in the euro area need none. */
const bicField = z
  .string()
  .trim()
  .max(20)
  .transform((raw) => raw.replace(/\s/g, '').toUpperCase())
  .refine((bic) => bic === '' || isValidBIC(bic), 'Invalid BIC')
  .transform((bic) => bic || null);

/** USt-IdNr.: a German one is DE and nine digits; other EU ones are accepted by their shape. */
const vatIdField = z
  .string()
  .trim()
  .max(20)
  .transform((raw) => raw.replace(/\s/g, '').toUpperCase())
  .refine((id) => id === '' || (id.startsWith('DE') ? /^DE\d{9}$/.test(id) : /^[A-Z]{2}[0-9A-Z+*.]{2,13}$/.test(id)), 'Invalid VAT ID')
  .transform((id) => id || null);

/** Steuernummer in any of the states' written forms (digits with / or spaces). */
const taxNumberField = z
  .string()
  .trim()
  .max(20)
  .refine((value) => value === '' || /^[0-9][0-9/ ]{8,18}[0-9]$/.test(value), 'Invalid tax number')
  .transform((value) => value || null);

/** PUT /users/me/payment-details. A VAT-registered craftsman names a VAT ID or a tax number; § 19 needs the tax number. */
export const paymentDetailsSchema = z
  .object({
    account_holder: requiredText(70),
    iban: ibanField,
    bic: bicField.optional().transform((bic) => bic ?? null),
    tax_status: z.enum(TAX_STATUSES),
    vat_id: vatIdField.optional().transform((id) => id ?? null),
    tax_number: taxNumberField.optional().transform((value) => value ?? null),
  })
  .superRefine((details, ctx) => {
    if (details.tax_status === 'vat' && !details.vat_id && !details.tax_number) {
      ctx.addIssue({ code: 'custom', path: ['vat_id'], message: 'Enter your VAT ID or your tax number' });
    }
    if (details.tax_status === 'small_business' && !details.tax_number) {
      ctx.addIssue({ code: 'custom', path: ['tax_number'], message: 'Enter your tax number' });
    }
  });

export type PaymentDetailsInput = z.input<typeof paymentDetailsSchema>;
