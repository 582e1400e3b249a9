import { z } from 'zod';
import { APPEAL_OUTCOMES, MODERATION_ACTIONS, MODERATION_GROUNDS, REPORT_REASONS, reportTargetType } from '../moderation';

/** The reported record as its users see it (null when it is gone since). */
const reportedTarget = z
  .union([
    z.object({ kind: z.literal('service'), title: z.string(), description: z.string(), price: z.number(), seller_id: z.number().int() }),
    z.object({ kind: z.literal('review'), service_id: z.number().int(), buyer_id: z.number().int(), rating: z.number(), text: z.string() }),
    z.object({ kind: z.literal('message'), conversation_id: z.number().int(), sender_id: z.number().int(), text: z.string() }),
    z.object({ kind: z.literal('user'), firstname: z.string(), lastname: z.string(), role: z.string(), company_name: z.string().nullable() }),
  ])
  .nullable();

/** GET /moderation/reports: one open case, with its reports and the target as its users see it. */
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

/** POST /moderation/cases/{id}/decision's answer. */
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

/** One ISO week of GET /moderation/figures. */
export const weeklyFigures = z
  .object({
    week: z.string().meta({ description: 'ISO week, e.g. 2026-W07' }),
    starts_on: z.string().meta({ description: 'Its Monday (YYYY-MM-DD, UTC)' }),
    registrations: z.object({ buyer: z.number().int(), seller: z.number().int() }).meta({ description: 'New accounts by role' }),
    published_services: z.number().int().meta({ description: 'Services created that week' }),
    orders: z.number().int(),
    order_value_eur: z.number().meta({ description: 'Sum of the orders’ totals in euros' }),
    reports_received: z.number().int(),
    reports_decided: z.number().int().meta({ description: 'Cases decided that week' }),
    median_hours_to_decision: z.number().nullable().meta({ description: 'Median hours from a case’s first report to its decision, for cases decided that week; null without any' }),
  })
  .meta({ id: 'WeeklyFigures' });

export const moderationFigures = z.object({ weeks: z.array(weeklyFigures) }).meta({ id: 'ModerationFigures' });

/** GET /moderation/appeals: an open appeal with the appellant's text, the decision it contests, and the target as shown now. */
export const moderationAppeal = z
  .object({
    id: z.number().int(),
    case_id: z.number().int(),
    user_id: z.number().int(),
    text: z.string(),
    created_at: z.string(),
    decision: z.object({
      target_type: reportTargetType,
      target_id: z.number().int(),
      action: z.enum(MODERATION_ACTIONS),
      ground: z.enum(MODERATION_GROUNDS),
      reason: z.string(),
      decided_by: z.number().int(),
      decided_at: z.string(),
    }),
    target: reportedTarget,
  })
  .meta({ id: 'ModerationAppeal' });

/** POST /moderation/appeals/{id}/decision: the answer to an appeal. */
export const appealDecision = z
  .object({
    id: z.number().int(),
    case_id: z.number().int(),
    status: z.literal('decided'),
    outcome: z.enum(APPEAL_OUTCOMES),
    reason: z.string(),
    decided_by: z.number().int(),
    decided_at: z.string(),
    /** Whom the answer is for: the appellant. */
    user_id: z.number().int(),
    /** What a reinstatement showed again; empty for uphold. */
    restored_service_ids: z.array(z.number().int()),
    unsuspended_user_id: z.number().int().nullable(),
  })
  .meta({ id: 'AppealDecision' });
