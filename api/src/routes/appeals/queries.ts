import type { Kysely, Transaction } from 'kysely';
import type { Database, ModerationAction, ReportTargetType } from '../../db/types';
import { iso, nowIso } from '../../lib/time';
import { hashToken, newLinkToken } from '../account/queries';

type Db = Kysely<Database> | Transaction<Database>;

/** An appeal is heard within six months of the decision (EU DSA Art. 20(1)). */
export const APPEAL_WINDOW_MONTHS = 6;

/**
 * A new appeal link token for one decision. Only its hash is stored, on the case itself, so the
 * token opens nothing but the appeal of that one decision; a newer one replaces it.
 */
export async function issueAppealToken(db: Db, caseId: number): Promise<string> {
  const token = newLinkToken();
  await db.updateTable('moderation_cases').set({ appeal_token_hash: hashToken(token) }).where('id', '=', caseId).execute();
  return token;
}

export interface AppealableDecision {
  caseId: number;
  targetType: ReportTargetType;
  targetId: number;
  action: ModerationAction;
  decidedAt: string;
  decidedBy: number | null;
  affectedUserId: number | null;
  appealTokenHash: string | null;
}

/** A decided case as an appeal sees it; undefined when there is no such case or it is still open. */
export async function findDecision(db: Db, caseId: number): Promise<AppealableDecision | undefined> {
  const row = await db
    .selectFrom('moderation_cases')
    .select(['id', 'target_type', 'target_id', 'decision', 'decided_at', 'decided_by', 'affected_user_id', 'appeal_token_hash'])
    .where('id', '=', caseId)
    .where('status', '=', 'decided')
    .executeTakeFirst();
  if (!row || row.decision === null || row.decided_at === null) return undefined;
  return {
    caseId: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    action: row.decision,
    decidedAt: iso(row.decided_at),
    decidedBy: row.decided_by,
    affectedUserId: row.affected_user_id,
    appealTokenHash: row.appeal_token_hash,
  };
}

/** Whether `at` is past the appeal window of a decision made at `decidedAt`. */
export function appealWindowClosed(decidedAt: string, at: Date): boolean {
  const end = new Date(decidedAt);
  end.setUTCMonth(end.getUTCMonth() + APPEAL_WINDOW_MONTHS);
  return at.getTime() > end.getTime();
}

/**
 * Stores the appeal and voids the link token. Null when the decision has an appeal already (the
 * unique index on case_id settles two racing requests).
 */
export async function insertAppeal(db: Kysely<Database>, input: { caseId: number; userId: number; text: string }): Promise<{ id: number; created_at: string } | null> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('appeals').select('id').where('case_id', '=', input.caseId).executeTakeFirst();
    if (existing) return null;
    const stamp = nowIso();
    try {
      const row = await trx
        .insertInto('appeals')
        .values({ case_id: input.caseId, user_id: input.userId, text: input.text, status: 'open', created_at: stamp })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await trx.updateTable('moderation_cases').set({ appeal_token_hash: null }).where('id', '=', input.caseId).execute();
      return { id: row.id, created_at: iso(row.created_at) };
    } catch (error) {
      if (/unique|duplicate/i.test(String(error))) return null;
      throw error;
    }
  });
}
