/** Appeals against moderation decisions, as the affected user files them. */
import type { AppealCreateInput } from './schemas/moderation';
import { apiClient } from './api/client';

export interface AppealCreated {
  id: number;
  decision_id: number;
  status: 'open';
  created_at: string;
}

/**
 * POST /appeals: contests a decision. Signed in, the session says who appeals; from the mailed
 * link (a suspended account cannot sign in), `appeal_token` does.
 */
export async function createAppeal(body: AppealCreateInput): Promise<AppealCreated> {
  const { data } = await apiClient.post<AppealCreated>('/appeals', body);
  return data;
}
