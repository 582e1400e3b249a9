import { z } from 'zod';
import { TRADER_STATUSES, idParam, traderDecisionSchema } from '@craft/shared/schemas';
import { REPORT_REASONS, reportTargetType } from '../reports/schema';

/** The reported record as its users see it (null when it is gone since). */
const reportedTarget = z
  .union([
    z.object({ kind: z.literal('service'), title: z.string(), description: z.string(), price: z.number(), seller_id: z.number().int() }),
    z.object({ kind: z.literal('review'), service_id: z.number().int(), buyer_id: z.number().int(), rating: z.number(), text: z.string() }),
    z.object({ kind: z.literal('message'), conversation_id: z.number().int(), sender_id: z.number().int(), text: z.string() }),
    z.object({ kind: z.literal('user'), firstname: z.string(), lastname: z.string(), role: z.string(), company_name: z.string().nullable() }),
  ])
  .nullable();

export const moderationCase = z
  .object({
    id: z.number().int(),
    target_type: reportTargetType,
    target_id: z.number().int(),
    created_at: z.string(),
    target: reportedTarget,
    reports: z.array(
      z.object({
        id: z.number().int(),
        reason: z.enum(REPORT_REASONS),
        text: z.string(),
        /** A signed-in reporter's id; null for a visitor. */
        reporter_id: z.number().int().nullable(),
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'ModerationCase' });
export type ModerationCase = z.output<typeof moderationCase>;

export const MODERATION_ACTIONS = ['keep', 'remove', 'suspend'] as const;
export const MODERATION_GROUNDS = ['illegal', 'terms'] as const;

export const caseIdParams = z.object({ id: idParam });

/** An operator's decision on a case; `reason` is the statement of reasons the affected user receives. */
export const decisionBody = z
  .object({
    action: z.enum(MODERATION_ACTIONS).meta({
      description: 'keep: the content stays; remove: the reported service, review or message is hidden everywhere (not deleted, so an appeal can restore it); suspend: the author’s account cannot sign in, its tokens stop working and its services are hidden',
    }),
    reason: z
      .string()
      .trim()
      .min(20, 'At least 20 characters: what was decided, the facts, and the law or terms clause')
      .max(2000)
      .meta({ description: 'The statement of reasons (EU DSA Art. 17): what was decided, the facts it rests on, and the ground (the law or the terms clause). Sent to the affected user as written.' }),
    ground: z.enum(MODERATION_GROUNDS).meta({ description: 'illegal: against the law; terms: against the terms of use' }),
  })
  .strict();
export type DecisionBody = z.output<typeof decisionBody>;

export const moderationDecision = z
  .object({
    case_id: z.number().int(),
    target_type: reportTargetType,
    target_id: z.number().int(),
    status: z.literal('decided'),
    action: z.enum(MODERATION_ACTIONS),
    ground: z.enum(MODERATION_GROUNDS),
    reason: z.string(),
    decided_by: z.number().int(),
    decided_at: z.string(),
    /** The user the decision restricts (the author, or the reported user); null for keep or when the target is gone. */
    affected_user_id: z.number().int().nullable(),
    /** Services hidden by this decision (the removed one, or a suspended craftsman's), for an appeal to restore. */
    hidden_service_ids: z.array(z.number().int()),
  })
  .meta({ id: 'ModerationDecision' });
export type ModerationDecision = z.output<typeof moderationDecision>;

export const traderListQuery = z.object({ status: z.enum(TRADER_STATUSES).exclude(['none']).default('submitted').meta({ description: 'Which traders to list; default submitted' }) });
export const traderSellerParams = z.object({ sellerId: idParam });
export const traderDecisionBody = traderDecisionSchema;
