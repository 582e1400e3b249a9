import { confirmEmailSchema, countParam, idParam, quotationCreateSchema } from '@craft/shared/schemas';
import { z } from 'zod';

/** The contact form's schema: document or non-blank description, status only 'open'. */
export const quotationBody = quotationCreateSchema;
export const quotationIdParams = z.object({ id: idParam });
export const quotationListQuery = z.object({
  page: countParam(100_000).default(1),
  size: countParam(500).default(100),
});

/** File part names accepted for a quotation document (the spec's client uses document_url). */
export const DOCUMENT_FIELDS = ['document_url', 'document', 'file'] as const;

/** POST /quotation/confirm: the token of the link mailed to the request's address (same shape as an account's link). */
export const quotationConfirmBody = confirmEmailSchema;
