import { z } from 'zod';

/** What a notice (POST /reports) may point at. */
export const REPORT_TARGET_TYPES = ['service', 'review', 'message', 'user'] as const;
export const reportTargetType = z.enum(REPORT_TARGET_TYPES);

/** Why the reporter thinks the content is illegal or against the terms: an operator decides on what the notice explains, so it is required. */
export const REPORT_REASONS = ['illegal_content', 'fraud', 'harassment', 'intellectual_property', 'privacy', 'terms_violation', 'other'] as const;

export const MODERATION_ACTIONS = ['keep', 'remove', 'suspend'] as const;
export const MODERATION_GROUNDS = ['illegal', 'terms'] as const;

/** The statement of reasons' bounds: long enough to name the decision, the facts and the ground. */
export const DECISION_REASON_MIN = 20;
export const DECISION_REASON_MAX = 2000;

/**
 * POST /moderation/cases/{id}/decision: an operator's decision on a case; `reason` is the statement
 * of reasons the affected user receives. The API validates with it and the console's form does too.
 */
export const decisionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS).meta({
      description:
        'keep: the content stays; remove: the reported service, review or message is hidden everywhere (not deleted, so an appeal can restore it); suspend: the author’s account cannot sign in, its tokens stop working and its services are hidden',
    }),
    reason: z
      .string()
      .trim()
      .min(DECISION_REASON_MIN, 'At least 20 characters: what was decided, the facts, and the law or terms clause')
      .max(DECISION_REASON_MAX, 'At most 2000 characters')
      .meta({
        description:
          'The statement of reasons (EU DSA Art. 17): what was decided, the facts it rests on, and the ground (the law or the terms clause). Sent to the affected user as written.',
      }),
    ground: z.enum(MODERATION_GROUNDS).meta({ description: 'illegal: against the law; terms: against the terms of use' }),
  })
  .strict();
export type DecisionInput = z.input<typeof decisionSchema>;

/** The weeks GET /moderation/figures covers: the current ISO week and the ones before it. */
export const FIGURES_WEEKS_DEFAULT = 12;
export const FIGURES_WEEKS_MAX = 104;
export const figuresQuerySchema = z.object({
  weeks: z.coerce
    .number()
    .int()
    .min(1)
    .max(FIGURES_WEEKS_MAX)
    .default(FIGURES_WEEKS_DEFAULT)
    .meta({ description: `How many ISO weeks, ending with the current one (1–${FIGURES_WEEKS_MAX}, default ${FIGURES_WEEKS_DEFAULT})` }),
});

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
