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
