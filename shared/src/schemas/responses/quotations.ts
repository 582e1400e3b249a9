import { z } from 'zod';
import { id, timestamp } from './common';

/** POST /quotation/upload: the stored document's reference. */
export const uploadedFile = z
  .object({ file_url: z.string().meta({ description: 'Opaque `doc_…` reference, not a URL' }) })
  .meta({ id: 'UploadedFile' });

/**
 * POST /quotation: the stored request and how many craftsmen it goes to (a live service in its
 * category, a service area covering its postcode). From an address nobody confirmed yet it goes
 * to them only once the mailed link is followed (`confirmation_needed`).
 */
export const quotationCreated = z
  .object({
    id,
    status: z.literal('open'),
    craftsmen_reached: z.number().int().min(0),
    confirmation_needed: z.boolean(),
  })
  .meta({ id: 'QuotationCreated' });

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
