import { z } from 'zod';
import { emailField, idParam, optionalText, requiredText } from './common';

/** Contact details of the 'Get the Cheapest Offer' form; all required (SPEC §5). */
export const quotationContactSchema = z.object({
  firstname: requiredText(100),
  lastname: requiredText(100),
  street: requiredText(200),
  post_number: requiredText(20),
  phone: requiredText(40),
  email: emailField,
});

export const quotationCreateSchema = quotationContactSchema
  .extend({
    category_id: idParam,
    document_url: optionalText(500).optional(),
    description: optionalText(5000).optional(),
    status: z.literal('open').optional(),
  })
  .refine((q) => Boolean(q.document_url) || Boolean(q.description), {
    message: 'A document or a description is required',
    path: ['description'],
  });

export type QuotationContactInput = z.infer<typeof quotationContactSchema>;
