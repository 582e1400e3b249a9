import { z } from 'zod';
import { emailField, id, idParam, optionalText, requiredText, timestamp } from './common';

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

// ---- responses ----------------------------------------------------------------------------------

/** POST /quotation/upload: the stored document's reference. */
export const uploadedFile = z
  .object({ file_url: z.string().meta({ description: 'Opaque `doc_…` reference, not a URL' }) })
  .meta({ id: 'UploadedFile' });

export const quotationCreated = z.object({ id, status: z.literal('open') }).meta({ id: 'QuotationCreated' });

/** Go-style nullable wrappers, as the quotation list sends them. */
export const nullInt64 = z.object({ Int64: z.number().int(), Valid: z.boolean() });
export const nullString = z.object({ String: z.string(), Valid: z.boolean() });

export const quotationWire = z
  .object({
    id,
    category_id: nullInt64,
    document_url: nullString,
    description: nullString,
    status: z.string(),
    user_id: nullInt64,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'QuotationWire' });
