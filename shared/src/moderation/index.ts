/**
 * `@craft/shared/moderation`: the operators' API calls and wire types. An entry of its own, off the
 * `@craft/shared` singleton that every page (the landing page too) loads: only the console needs it.
 */
import type { z } from 'zod';
import type { DecisionInput } from '../schemas/moderation';
import type { moderationCase, moderationDecision, moderationFigures, weeklyFigures } from '../schemas/responses/moderation';
import { apiClient } from '@craft/shared';

/** An open case of the operators' queue, with the target as its users see it. */
export type ModerationCase = z.output<typeof moderationCase>;
export type ModerationDecision = z.output<typeof moderationDecision>;
export type ModerationFigures = z.output<typeof moderationFigures>;
export type WeeklyFigures = z.output<typeof weeklyFigures>;

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
