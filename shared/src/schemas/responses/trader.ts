import { z } from 'zod';
import { LEGAL_FORMS, REGISTER_TYPES, TRADER_STATUSES } from '../trader';
import { id, timestamp } from './common';

/** The trader details as published: the business's own contact and register data, given on purpose for consumers. */
export const traderDetails = z
  .object({
    legal_name: z.string(),
    legal_form: z.enum(LEGAL_FORMS),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    phone: z.string(),
    email: z.string(),
    register_type: z.enum(REGISTER_TYPES),
    register_number: z.string(),
    register_court: z.string().nullable(),
    vat_id: z.string().nullable(),
  })
  .meta({ id: 'TraderDetails' });

export const traderStatus = z.enum(TRADER_STATUSES).meta({
  description: 'none: not entered; submitted: waiting for an operator; verified; more_info_requested: see `message`',
});

/** GET/PUT /sellers/me/trader: the craftsman's own trader details and where their check stands. */
export const traderProfile = z
  .object({
    status: traderStatus,
    details: traderDetails.nullable().meta({ description: 'Null until first submitted' }),
    message: z.string().nullable().meta({ description: "The operator's message with more_info_requested; null otherwise" }),
    submitted_at: timestamp.nullable(),
    verified_at: timestamp.nullable(),
  })
  .meta({ id: 'TraderProfile' });

/** GET /moderation/traders: one craftsman's trader details as an operator checks them. */
export const traderReview = traderProfile
  .extend({ seller_id: id, display_name: z.string(), details: traderDetails })
  .meta({ id: 'TraderReview' });
