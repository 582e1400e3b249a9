/**
 * `@craft/shared/moderation`: the operators' API calls and wire types. An entry of its own, off the
 * `@craft/shared` singleton that every page (the landing page too) loads: only the console needs it.
 */
import type { z } from 'zod';
import type { AppealDecisionInput, DecisionInput } from '../schemas/moderation';
import type { TraderDecisionInput, TRADER_STATUSES } from '../schemas/trader';
import type { appealDecision, moderationAppeal, moderationCase, moderationDecision, moderationFigures, weeklyFigures } from '../schemas/responses/moderation';
import type { traderReview } from '../schemas/responses/trader';
import { apiClient } from '@craft/shared';

/** An open case of the operators' queue, with the target as its users see it. */
export type ModerationCase = z.output<typeof moderationCase>;
export type ModerationDecision = z.output<typeof moderationDecision>;
export type ModerationFigures = z.output<typeof moderationFigures>;
export type WeeklyFigures = z.output<typeof weeklyFigures>;
/** A craftsman's trader details as an operator checks them. */
export type TraderReview = z.output<typeof traderReview>;
/** The statuses GET /moderation/traders lists by (never `none`: nothing was entered). */
export type TraderQueueStatus = Exclude<(typeof TRADER_STATUSES)[number], 'none'>;
/** An open appeal with the decision it contests. */
export type ModerationAppeal = z.output<typeof moderationAppeal>;
export type AppealDecision = z.output<typeof appealDecision>;

/** GET /moderation/reports (operator token): the open cases, oldest first. */
export async function getModerationCases(): Promise<ModerationCase[]> {
  const { data } = await apiClient.get<ModerationCase[]>('/moderation/reports');
  return data;
}

/** POST /moderation/cases/{id}/decision (operator token): 409 once the case is decided. */
export async function decideModerationCase(caseId: number, body: DecisionInput): Promise<ModerationDecision> {
  const { data } = await apiClient.post<ModerationDecision>(`/moderation/cases/${caseId}/decision`, body);
  return data;
}

/** GET /moderation/figures?weeks= (operator token): the platform's weekly figures, oldest week first. */
export async function getModerationFigures(weeks?: number): Promise<ModerationFigures> {
  const { data } = await apiClient.get<ModerationFigures>('/moderation/figures', { params: weeks === undefined ? {} : { weeks } });
  return data;
}

/** GET /moderation/traders?status= (operator token): the trader details of one status (default submitted), oldest first. */
export async function getTraderReviews(status?: TraderQueueStatus): Promise<TraderReview[]> {
  const { data } = await apiClient.get<TraderReview[]>('/moderation/traders', { params: status === undefined ? {} : { status } });
  return data;
}

/** POST /moderation/traders/{sellerId}/decision (operator token): verify, or request_more with a message; 409 once decided. */
export async function decideTrader(sellerId: number, body: TraderDecisionInput): Promise<TraderReview> {
  const { data } = await apiClient.post<TraderReview>(`/moderation/traders/${sellerId}/decision`, body);
  return data;
}

/** GET /moderation/appeals (operator token): the open appeals, oldest first. */
export async function getModerationAppeals(): Promise<ModerationAppeal[]> {
  const { data } = await apiClient.get<ModerationAppeal[]>('/moderation/appeals');
  return data;
}

/** POST /moderation/appeals/{id}/decision (operator token): 403 for the operator who took the first decision, 409 once answered. */
export async function decideAppeal(appealId: number, body: AppealDecisionInput): Promise<AppealDecision> {
  const { data } = await apiClient.post<AppealDecision>(`/moderation/appeals/${appealId}/decision`, body);
  return data;
}
