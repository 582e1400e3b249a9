import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AppealDecisionInput } from '@craft/shared/schemas';
import type { Database, ReportTargetType } from '../../db/types';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { iso, nowIso } from '../../lib/time';
import { appealDecidedMail } from '../../mail/templates/moderation';
import { recordAudit } from './audit';
import { notifyAboutCase } from './decisions';
import { targetAsShown } from './queries';
import type { AppealDecision, ModerationAppeal } from './schema';

type Trx = Transaction<Database>;

/** The open appeals, oldest first (complaints are heard in the order they came), each with the decision it contests and the target as shown now. */
export async function listOpenAppeals(db: Kysely<Database>): Promise<ModerationAppeal[]> {
  const rows = await db
    .selectFrom('appeals as a')
    .innerJoin('moderation_cases as c', 'c.id', 'a.case_id')
    .select(['a.id', 'a.case_id', 'a.user_id', 'a.text', 'a.created_at', 'c.target_type', 'c.target_id', 'c.decision', 'c.ground', 'c.statement', 'c.decided_by', 'c.decided_at'])
    .where('a.status', '=', 'open')
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      case_id: row.case_id,
      user_id: row.user_id,
      text: row.text,
      created_at: iso(row.created_at),
      decision: {
        target_type: row.target_type,
        target_id: row.target_id,
        // An appeal is only ever filed against a decided case: these are set.
        action: row.decision ?? 'keep',
        ground: row.ground ?? 'terms',
        reason: row.statement ?? '',
        decided_by: row.decided_by ?? 0,
        decided_at: row.decided_at === null ? '' : iso(row.decided_at),
      },
      target: await targetAsShown(db, row.target_type, row.target_id),
    })),
  );
}

/** What the decision hid, as its audit entry recorded it (the services; the suspended account). */
async function hiddenBy(trx: Trx, caseId: number, type: ReportTargetType, id: number): Promise<{ serviceIds: number[]; suspendedUserId: number | null }> {
  const entries = await trx
    .selectFrom('audit_log')
    .select(['action', 'after_json'])
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('action', 'in', ['case.remove', 'case.suspend'])
    .orderBy('id')
    .execute();
  for (const entry of entries) {
    const after = entry.after_json === null ? null : (JSON.parse(entry.after_json) as { case_id?: number; hidden_service_ids?: number[]; suspended_user_id?: number | null });
    if (after?.case_id === caseId) return { serviceIds: after.hidden_service_ids ?? [], suspendedUserId: after.suspended_user_id ?? null };
  }
  return { serviceIds: [], suspendedUserId: null };
}

/**
 * Undoes a decision precisely: the services it hid get `removed_at` and `deleted_at` cleared
 * (only while still marked as removed by moderation, so a service hidden by a later decision is
 * not shown), a review or message its `hidden_at`, and a suspension is lifted (the token version
 * stays bumped: the old sessions stay ended, the user signs in anew).
 */
async function reinstate(trx: Trx, caseId: number, type: ReportTargetType, id: number): Promise<{ serviceIds: number[]; userId: number | null }> {
  const hidden = await hiddenBy(trx, caseId, type, id);
  let serviceIds: number[] = [];
  if (hidden.serviceIds.length) {
    const rows = await trx
      .updateTable('services')
      .set({ deleted_at: null, removed_at: null })
      .where('id', 'in', hidden.serviceIds)
      .where('removed_at', 'is not', null)
      .returning('id')
      .execute();
    serviceIds = rows.map((row) => row.id).sort((a, b) => a - b);
  }
  if (type === 'review') await trx.updateTable('reviews').set({ hidden_at: null }).where('id', '=', id).execute();
  if (type === 'message') await trx.updateTable('messages').set({ hidden_at: null }).where('id', '=', id).execute();
  let userId: number | null = null;
  if (hidden.suspendedUserId !== null) {
    const lifted = await trx.updateTable('users').set({ suspended_at: null }).where('id', '=', hidden.suspendedUserId).where('suspended_at', 'is not', null).returning('id').executeTakeFirst();
    userId = lifted?.id ?? null;
  }
  return { serviceIds, userId };
}

/**
 * Answers an open appeal once, in one transaction: another operator than the one who decided
 * (403 otherwise: the complaint is heard by fresh eyes), the outcome applied, the audit entry
 * appended. Telling the user is `announceAppealDecision`, after the commit.
 */
export async function decideAppeal(db: Kysely<Database>, operatorId: number, appealId: number, body: AppealDecisionInput): Promise<AppealDecision> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('appeals as a')
      .innerJoin('moderation_cases as c', 'c.id', 'a.case_id')
      .select(['a.id', 'a.case_id', 'a.user_id', 'a.status', 'c.target_type', 'c.target_id', 'c.decision', 'c.decided_by'])
      .where('a.id', '=', appealId)
      .executeTakeFirst();
    if (!found) throw notFound('No appeal has this id', 'appeal.not_found');
    if (found.decided_by === operatorId) throw forbidden('Another operator must decide on an appeal against your own decision', 'moderation.same_operator');
    const stamp = nowIso();
    const reason = body.reason.trim();
    const closed = await trx
      .updateTable('appeals')
      .set({ status: 'decided', outcome: body.outcome, reason, decided_by: operatorId, decided_at: stamp })
      .where('id', '=', appealId)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (!closed) throw conflict('This appeal was decided already', 'appeal.already_decided');

    const before = await targetAsShown(trx, found.target_type, found.target_id);
    const restored = body.outcome === 'reinstate' ? await reinstate(trx, found.case_id, found.target_type, found.target_id) : { serviceIds: [], userId: null };
    await recordAudit(trx, {
      operatorId,
      action: `appeal.${body.outcome}`,
      targetType: found.target_type,
      targetId: found.target_id,
      reason,
      before: { appeal_id: appealId, case_id: found.case_id, status: 'open', decision: found.decision, target: before },
      after: { appeal_id: appealId, case_id: found.case_id, status: 'decided', outcome: body.outcome, restored_service_ids: restored.serviceIds, unsuspended_user_id: restored.userId },
    });
    return {
      id: appealId,
      case_id: found.case_id,
      status: 'decided' as const,
      outcome: body.outcome,
      reason,
      decided_by: operatorId,
      decided_at: iso(stamp),
      user_id: found.user_id,
      restored_service_ids: restored.serviceIds,
      unsuspended_user_id: restored.userId,
    };
  });
}

/** Tells the appellant the outcome, in the bell and by mail, whatever the mail preferences (like the statement of reasons). */
export async function announceAppealDecision(app: FastifyInstance, decision: AppealDecision): Promise<void> {
  const user = await app.db.selectFrom('users').select(['id', 'email', 'firstname', 'locale', 'role']).where('id', '=', decision.user_id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!user || user.role === 'operator') return;
  const moderationCase = await app.db.selectFrom('moderation_cases').select('decision').where('id', '=', decision.case_id).executeTakeFirst();
  await notifyAboutCase(app, user.id, 'appeal_decided', decision.case_id, decision.reason);
  app.mailer.send(appealDecidedMail(user, { caseId: decision.case_id, outcome: decision.outcome, suspension: moderationCase?.decision === 'suspend', reason: decision.reason }));
}
