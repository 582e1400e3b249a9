import { z } from 'zod';
import { TRADER_STATUSES, idParam, traderDecisionSchema, type decisionSchema } from '@craft/shared/schemas';
import type { appealDecision, moderationAppeal, moderationCase, moderationDecision } from '@craft/shared/schemas/responses';

// The wire schemas live in @craft/shared: the operators' console validates its form with the same one.
export { decisionSchema as decisionBody, figuresQuerySchema } from '@craft/shared/schemas';
export { appealDecision, moderationAppeal, moderationCase, moderationDecision, moderationFigures } from '@craft/shared/schemas/responses';

export type ModerationCase = z.output<typeof moderationCase>;
export type DecisionBody = z.output<typeof decisionSchema>;
export type ModerationDecision = z.output<typeof moderationDecision>;
export type ModerationAppeal = z.output<typeof moderationAppeal>;
export type AppealDecision = z.output<typeof appealDecision>;

export const caseIdParams = z.object({ id: idParam });
export const appealIdParams = z.object({ id: idParam });

export const traderListQuery = z.object({ status: z.enum(TRADER_STATUSES).exclude(['none']).default('submitted').meta({ description: 'Which traders to list; default submitted' }) });
export const traderSellerParams = z.object({ sellerId: idParam });
export const traderDecisionBody = traderDecisionSchema;
