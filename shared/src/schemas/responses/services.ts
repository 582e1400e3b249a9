import { z } from 'zod';
import { PRICE_UNIT_VALUES } from '../services';
import { fileUrl, id, pageOf, timestamp } from './common';

/** One width of a photo in both formats, for `srcset`. */
export const photoVariant = z
  .object({ width: z.number().int().positive(), webp: fileUrl, jpeg: fileUrl })
  .meta({ id: 'PhotoVariant', description: 'The photo scaled to `width` pixels (never wider than the photo), as WebP and as JPEG' });

/**
 * A photo with what a screen needs to load the right size: `width`/`height` (for the `<img>`
 * attributes, so the layout does not jump) and its variants. Null sizes and no variants: a photo
 * stored before variants existed and not converted yet; `url` is always there.
 */
export const photoImage = z
  .object({ url: fileUrl, width: z.number().int().positive().nullable(), height: z.number().int().positive().nullable(), variants: z.array(photoVariant) })
  .meta({ id: 'PhotoImage' });

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
    /** The cover photo (the same file as `photo`) with its sizes for `srcset`. */
    image: photoImage.nullable(),
    seller_id: id,
    seller_firstname: z.string().nullable(),
    seller_company_name: z.string().nullable(),
    seller_verified: z.boolean().meta({ description: "An operator checked the craftsman's trader details" }),
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
    /** The ids of `photos`, in the same order (the first is the cover): for reordering and deleting one. */
    photo_ids: z.array(id).optional(),
    /** `photos` with their sizes for `srcset`, in the same order. */
    images: z.array(photoImage),
    thumbnail: fileUrl.nullable().optional(),
    created_by: id,
    updated_by: id,
    seller_verified: z.boolean().meta({ description: "An operator checked the craftsman's trader details" }),
  })
  .meta({ id: 'Service' });

export const servicePhoto = z.object({ photo_url: fileUrl }).meta({ id: 'ServicePhoto' });

/** POST/PUT /services/photos: the stored photo and its thumbnail. */
export const storedPhoto = z
  .object({ id: id.optional(), photo_url: fileUrl.nullable(), thumbnail_url: fileUrl.nullable(), image: photoImage.nullable() })
  .meta({ id: 'StoredPhoto' });
