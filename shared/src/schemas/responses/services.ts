import { z } from 'zod';
import { PRICE_UNIT_VALUES } from '../services';
import { fileUrl, id, pageOf, timestamp } from './common';

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
