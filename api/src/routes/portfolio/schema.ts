import { idParam, optionalText, requiredText } from '@craft/shared/schemas';
import { z } from 'zod';

export const projectIdParams = z.object({ id: idParam });
export const sellerIdParams = z.object({ sellerId: idParam });

/** A calendar date as the date input sends it; '' or null means not set. */
const calendarDate = z
  .union([z.iso.date('Use the form YYYY-MM-DD'), z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

export const projectBody = z
  .object({
    name: requiredText(150),
    start_date: calendarDate,
    end_date: calendarDate,
    description: optionalText(5000),
  })
  // ISO dates compare correctly as strings.
  .refine((p) => !p.start_date || !p.end_date || p.start_date <= p.end_date, {
    message: 'The end date cannot be before the start date',
    path: ['end_date'],
  });

/** The multipart file field of POST /portfolio/{id}/images. */
export const IMAGE_FIELDS = ['image'] as const;
