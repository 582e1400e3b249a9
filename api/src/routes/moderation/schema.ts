import { z } from 'zod';
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
