import { z } from 'zod';
import { emailField, idParam, optionalText, requiredText } from './common';

/** Contact details of the 'Get the Cheapest Offer' form; all required. */
export const quotationContactSchema = z.object({
  firstname: requiredText(100),
  lastname: requiredText(100),
  street: requiredText(200),
  post_number: requiredText(20),
  phone: requiredText(40),
  email: emailField,
});

/** What the buyer chooses on /favorable/document: a category plus a document and/or a description. */
const draftFields = {
  category_id: idParam,
  document_url: optionalText(500).optional(),
  description: optionalText(5000).optional(),
};

const hasDocumentOrDescription = (q: { document_url?: string; description?: string }) => Boolean(q.document_url) || Boolean(q.description);
const documentOrDescription = { message: 'A document or a description is required', path: ['description'] };

/** The draft part of a quotation request: the form on /favorable/document checks it before the contact form. */
export const quotationDraftSchema = z.object(draftFields).refine(hasDocumentOrDescription, documentOrDescription);

export const quotationCreateSchema = quotationContactSchema
  .extend({ ...draftFields, status: z.literal('open').optional() })
  .refine(hasDocumentOrDescription, documentOrDescription);

export type QuotationContactInput = z.infer<typeof quotationContactSchema>;
