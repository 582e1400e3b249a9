import { z } from 'zod';

/** How long an appeal's text may be: enough to explain, short enough to read in one sitting. */
export const APPEAL_TEXT_MIN = 20;
export const APPEAL_TEXT_MAX = 2000;

/** The decision's id is its case's id: a case is decided once, and only an appeal changes that. */
const decisionId = z.number().int().min(1).max(2_147_483_647).meta({ description: 'The id of the decided moderation case (the case number in the statement of reasons)' });

const appealText = z
  .string()
  .trim()
  .min(APPEAL_TEXT_MIN, `At least ${APPEAL_TEXT_MIN} characters: why the decision is wrong`)
  .max(APPEAL_TEXT_MAX)
  .meta({ description: 'Why the decision is wrong, in the affected user’s words' });

/**
 * POST /appeals: the affected user contests a decision (the appeal page's form, the API's body).
 * Without a session, `appeal_token` from the statement of reasons' link stands in for one: a
 * suspended user cannot sign in.
 */
export const appealCreateSchema = z
  .object({
    decision_id: decisionId,
    text: appealText,
    appeal_token: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'The token of the appeal link in the statement of reasons mail; good for this one decision only' }),
  })
  .strict();
export type AppealCreateInput = z.input<typeof appealCreateSchema>;

export const APPEAL_OUTCOMES = ['uphold', 'reinstate'] as const;

/** POST /moderation/appeals/:id/decision: another operator answers the appeal. */
export const appealDecisionSchema = z
  .object({
    outcome: z.enum(APPEAL_OUTCOMES).meta({ description: 'uphold: the decision stands; reinstate: what the decision hid is shown again and a suspension is lifted' }),
    reason: z
      .string()
      .trim()
      .min(20, 'At least 20 characters: why the decision stands or is reversed')
      .max(2000)
      .meta({ description: 'Why, as the user reads it in the answer' }),
  })
  .strict();
export type AppealDecisionInput = z.input<typeof appealDecisionSchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'Not a calendar date');

/** GET /moderation/transparency: the period, both days included (UTC); `format=csv` answers CSV. */
export const transparencyQuerySchema = z
  .object({
    from: isoDay.meta({ description: 'First day of the period (UTC), YYYY-MM-DD' }),
    to: isoDay.meta({ description: 'Last day of the period (UTC), included, YYYY-MM-DD' }),
    format: z.enum(['json', 'csv']).optional().meta({ description: 'csv answers text/csv (as does Accept: text/csv); json is the default' }),
  })
  .strict()
  .refine((query) => query.from <= query.to, { message: 'from must not be after to', path: ['to'] });
export type TransparencyQueryInput = z.input<typeof transparencyQuerySchema>;
