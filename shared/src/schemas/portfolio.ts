import { z } from 'zod';
import { optionalText, requiredText } from './common';

/** A calendar date as the date input sends it; '' or null means not set. */
const calendarDate = z
  .union([z.iso.date('Use the form YYYY-MM-DD'), z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

/** POST and PUT /portfolio: a named project, optional dates (the end not before the start). */
export const projectWriteSchema = z
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
