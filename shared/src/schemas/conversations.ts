import { z } from 'zod';
import { idParam, optionalText, requiredText } from './common';

/** A message's text limit; line breaks are allowed (other control characters are refused at the API edge). */
export const MESSAGE_MAX_LENGTH = 4000;

const messageText = requiredText(MESSAGE_MAX_LENGTH);
/** An uploaded document's reference from POST /quotation/upload (same sniffing and size limits as every document). */
const documentRef = optionalText(100).optional();

/** POST /conversations/{id}/messages (the message box checks the same). */
export const messageWriteSchema = z.object({ text: messageText, document_url: documentRef });

const SUBJECT_FIELDS = ['service_id', 'order_id', 'direct_offer_id', 'quotation_id'] as const;

/**
 * POST /conversations. A buyer names the craftsman (`seller_id`); a craftsman may only start one
 * about something the two already share (an order, a direct offer or a quotation request) and names
 * the customer (`buyer_id`). At most one subject.
 */
export const conversationCreateSchema = z
  .object({
    seller_id: idParam.optional(),
    buyer_id: idParam.optional(),
    service_id: idParam.optional(),
    order_id: idParam.optional(),
    direct_offer_id: idParam.optional(),
    quotation_id: idParam.optional(),
    text: messageText,
    document_url: documentRef,
  })
  .superRefine((value, ctx) => {
    const subjects = SUBJECT_FIELDS.filter((field) => value[field] !== undefined);
    if (subjects.length > 1) {
      ctx.addIssue({ code: 'custom', path: [subjects[1] ?? 'service_id'], message: 'A conversation is about one thing at most' });
    }
    if ((value.seller_id === undefined) === (value.buyer_id === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['seller_id'], message: 'Name either the craftsman (seller_id) or the customer (buyer_id)' });
    }
  });

/** GET /conversations/{id}/messages?before=&size= */
export const messagePageQuerySchema = z.object({
  /** Messages older than this message id; absent for the newest page. */
  before: idParam.optional(),
  size: z.coerce.number().int().min(1).max(100).default(30),
});
