import { z } from 'zod';
import { id, timestamp } from './common';
import { partyContact } from './orders';

export const quotationAnswer = z
  .object({
    id,
    quotation_id: id,
    seller_id: id,
    seller_name: z.string().nullable(),
    price: z.number(),
    message: z.string(),
    /** 'accepted' once the requester chose this answer, 'declined' when they chose another. */
    status: z.enum(['open', 'accepted', 'declined']),
    /** The craftsman's rating over all his reviews (null without any), for comparing answers. */
    seller_rating_average: z.number().nullable(),
    seller_rating_count: z.number().int().min(0),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'QuotationAnswer' });

/** What a quotation request says, as its requester and the craftsmen who answered see it. */
const quotationRequest = {
  id,
  category_id: id,
  category_name: z.string().nullable(),
  description: z.string().nullable(),
  has_document: z.boolean(),
  created_at: timestamp,
};

/** A buyer's own quotation request with the craftsmen's answers, cheapest first. */
export const myQuotation = z
  .object({
    ...quotationRequest,
    status: z.string(),
    accepted_answer_id: id.nullable(),
    /** The order the chosen answer became (the normal job flow), null until one is chosen. */
    order_id: id.nullable(),
    answers: z.array(quotationAnswer),
  })
  .meta({ id: 'MyQuotation' });

/**
 * How the caller's answer stands on the "Jobs" page: `won` = the requester chose this answer
 * (the requester's contact is given only then).
 */
export const answeredQuotationOutcome = z.enum(['waiting', 'won', 'lost', 'closed']);

export const answeredQuotation = z
  .object({
    ...quotationRequest,
    outcome: answeredQuotationOutcome,
    answer: quotationAnswer,
    /** The requester's contact details, once they chose this answer; null otherwise. */
    requester: partyContact.nullable(),
  })
  .meta({ id: 'AnsweredQuotation', description: "A request the caller answered; the requester's contact only once they chose this answer" });
