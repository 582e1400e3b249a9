import { z } from 'zod';
import { parseMoney } from '../lib/money';
import { fileUrl, id, idParam, pageOf, optionalText, requiredText, timestamp } from './common';

/**
 * What a service's price is for: the whole job (quantity always 1), or per hour, square
 * metre, metre or piece (the order names a quantity).
 */
const PRICE_UNIT_VALUES = ['job', 'hour', 'm2', 'm', 'piece'] as const;

/** What the price is for; absent on create means per job. */
export const priceUnitField = z.enum(PRICE_UNIT_VALUES, { error: `Expected one of ${PRICE_UNIT_VALUES.join(', ')}` });

/**
 * Whole euros: a JSON number, or a string in German or English notation (parseMoney: "2.100",
 * "2.100,00", "1,234.00"). Never null, a boolean, an array, hex or an exponent, which a plain
 * coercion would have turned into 0, 1 or 16.
 */
export const priceField = z
  .union([z.number(), z.string()], { error: 'Enter a whole number' })
  // NaN fails the number check below with the same issue as a wrong type.
  .transform((value) => parseMoney(value) ?? Number.NaN)
  .pipe(
    z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(0, 'Enter a whole number')
      .max(10_000_000),
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

// ---- responses ----------------------------------------------------------------------------------

export const priceUnit = z.enum(PRICE_UNIT_VALUES).meta({ description: 'What the price is for; `job`: the whole job, quantity 1' });

/** A service as the landing catalogue lists it: everything a card needs, no call per card. */
export const catalogueService = z
  .object({
    id,
    title: z.string(),
    description: z.string(),
    price: z.number(),
    price_unit: priceUnit,
    photo: fileUrl.nullable(),
    thumbnail: fileUrl.nullable(),
    seller_id: id,
    seller_firstname: z.string().nullable(),
    seller_company_name: z.string().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'CatalogueService' });

export const catalogueServicePage = pageOf(catalogueService).meta({ id: 'CatalogueServicePage' });

export const service = z
  .object({
    id,
    seller_id: id,
    category_id: id,
    title: z.string(),
    description: z.string(),
    price: z.number(),
    price_unit: priceUnit,
    created_at: timestamp,
    updated_at: timestamp.optional(),
    photo: fileUrl.nullable(),
    photos: z.array(fileUrl),
    thumbnail: fileUrl.nullable().optional(),
    created_by: id,
    updated_by: id,
  })
  .meta({ id: 'Service' });

export const servicePhoto = z.object({ photo_url: fileUrl }).meta({ id: 'ServicePhoto' });

/** POST/PUT /services/photos: the stored photo and its thumbnail. */
export const storedPhoto = z
  .object({ photo_url: fileUrl.nullable(), thumbnail_url: fileUrl.nullable() })
  .meta({ id: 'StoredPhoto' });
