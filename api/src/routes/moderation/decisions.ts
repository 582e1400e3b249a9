import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database, ReportTargetType } from '../../db/types';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { iso, nowIso } from '../../lib/time';
import { decisionMail, reportDecidedMail } from '../../mail/templates/moderation';
import { issueAppealToken } from '../appeals/queries';
import { insertNotification, listNotifications, unreadNotifications } from '../notifications/queries';
import { recordAudit } from './audit';
import { targetAsShown } from './queries';
import type { DecisionBody, ModerationDecision } from './schema';

type Trx = Transaction<Database>;

/** Who wrote the reported content (or is the reported user): the account a decision restricts. Null when it is gone. */
async function authorOf(db: Kysely<Database> | Trx, type: ReportTargetType, id: number): Promise<number | null> {
  switch (type) {
    case 'service':
      return (await db.selectFrom('services').select('seller_id as user_id').where('id', '=', id).executeTakeFirst())?.user_id ?? null;
    case 'review':
      return (await db.selectFrom('reviews').select('buyer_id as user_id').where('id', '=', id).executeTakeFirst())?.user_id ?? null;
    case 'message':
      return (await db.selectFrom('messages').select('sender_id as user_id').where('id', '=', id).executeTakeFirst())?.user_id ?? null;
    case 'user':
      return (await db.selectFrom('users').select('id as user_id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst())?.user_id ?? null;
  }
}

/**
 * Hides the reported content. Nothing is deleted: a service gets `removed_at` and `deleted_at`
 * (which every public read, the search index and its partial indexes already leave out), a
 * review or message `hidden_at`. A service its owner deleted before stays as it was.
 * Returns the ids of the services it hid.
 */
async function hideContent(trx: Trx, type: ReportTargetType, id: number, stamp: string): Promise<number[]> {
  switch (type) {
    case 'service': {
      const rows = await trx.updateTable('services').set({ deleted_at: stamp, removed_at: stamp }).where('id', '=', id).where('deleted_at', 'is', null).returning('id').execute();
      return rows.map((row) => row.id);
    }
    case 'review':
      await trx.updateTable('reviews').set({ hidden_at: stamp }).where('id', '=', id).where('hidden_at', 'is', null).execute();
      return [];
    case 'message':
      await trx.updateTable('messages').set({ hidden_at: stamp }).where('id', '=', id).where('hidden_at', 'is', null).execute();
      return [];
    case 'user':
      return [];
  }
}

/**
 * Suspends an account: no sign-in (POST /users/login answers 403), every token issued before is
 * void (token_version, as "sign out everywhere"), and a craftsman's live services are hidden the
 * way a removal hides one. Operators are never suspended here. Returns the hidden services' ids,
 * or null when there was no account to suspend.
 */
async function suspendAccount(trx: Trx, userId: number, stamp: string): Promise<number[] | null> {
  const suspended = await trx
    .updateTable('users')
    .set((eb) => ({ suspended_at: stamp, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .where('role', '!=', 'operator')
    .where('deleted_at', 'is', null)
    .returning('role')
    .executeTakeFirst();
  if (!suspended) return null;
  if (suspended.role !== 'seller') return [];
  const rows = await trx.updateTable('services').set({ deleted_at: stamp, removed_at: stamp }).where('seller_id', '=', userId).where('deleted_at', 'is', null).returning('id').execute();
  return rows.map((row) => row.id);
}

/**
 * Decides an open case once: applies the action, closes the case and appends the audit entry,
 * all in one transaction (so a decision is never half applied, and of two operators deciding at
 * once the second gets 409). Telling the users is `announceDecision`, after the commit.
 */
export async function decideCase(db: Kysely<Database>, operatorId: number, caseId: number, body: DecisionBody): Promise<ModerationDecision> {
  return db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('moderation_cases').select(['id', 'target_type', 'target_id', 'status']).where('id', '=', caseId).executeTakeFirst();
    if (!found) throw notFound('No moderation case has this id', 'moderation.case_not_found');
    if (found.target_type === 'user' && body.action === 'remove') {
      throw badRequest('action: A reported user is not content to remove; suspend the account or keep it', 'moderation.remove_user');
    }
    const stamp = nowIso();
    // The guard on status settles a race: only one decision closes the case.
    const closed = await trx
      .updateTable('moderation_cases')
      .set({ status: 'decided', decision: body.action, ground: body.ground, statement: body.reason, decided_by: operatorId, decided_at: stamp })
      .where('id', '=', caseId)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (!closed) throw conflict('This case was decided already; only an appeal changes a decision', 'moderation.already_decided');

    const before = await targetAsShown(trx, found.target_type, found.target_id);
    const author = body.action === 'keep' ? null : await authorOf(trx, found.target_type, found.target_id);
    if (author !== null) await trx.updateTable('moderation_cases').set({ affected_user_id: author }).where('id', '=', caseId).execute();
    const hidden = new Set<number>();
    let suspendedUser: number | null = null;
    if (body.action !== 'keep') for (const id of await hideContent(trx, found.target_type, found.target_id, stamp)) hidden.add(id);
    if (body.action === 'suspend' && author !== null) {
      const ids = await suspendAccount(trx, author, stamp);
      if (ids) {
        suspendedUser = author;
        for (const id of ids) hidden.add(id);
      }
    }
    const decision: ModerationDecision = {
      case_id: caseId,
      target_type: found.target_type,
      target_id: found.target_id,
      status: 'decided',
      action: body.action,
      ground: body.ground,
      reason: body.reason,
      decided_by: operatorId,
      decided_at: iso(stamp),
      affected_user_id: author,
      hidden_service_ids: [...hidden].sort((a, b) => a - b),
    };
    await recordAudit(trx, {
      operatorId,
      action: `case.${body.action}`,
      targetType: found.target_type,
      targetId: found.target_id,
      reason: body.reason,
      before: { case_id: caseId, status: 'open', target: before },
      after: { case_id: caseId, status: 'decided', action: body.action, ground: body.ground, hidden_service_ids: decision.hidden_service_ids, suspended_user_id: suspendedUser },
    });
    return decision;
  });
}

/** The host's appeal page for one decision, with the token that stands in for a session there. */
export const appealLink = (app: FastifyInstance, caseId: number, token: string): string => `${app.config.publicWebUrl}/appeal/${caseId}?token=${token}`;

/** Stores one notification about a case and pushes it to the user's open pages. */
export async function notifyAboutCase(app: FastifyInstance, userId: number, kind: 'moderation_decision' | 'report_decided' | 'appeal_decided', caseId: number, reason: string | null): Promise<void> {
  const id = await insertNotification(app.db, {
    user_id: userId,
    kind,
    subject_type: 'moderation_case',
    subject_id: caseId,
    actor_id: null,
    title: null,
    price: null,
    reason,
    created_at: nowIso(),
  });
  const [notification] = await listNotifications(app.db, userId, { ids: [id] });
  if (notification) app.live.deliver([userId], { type: 'notification', notification, unread: await unreadNotifications(app.db, userId) });
}

/**
 * Tells the users about a decision: the affected user (remove, suspend) gets the statement of
 * reasons in the bell and by mail, whatever the mail preferences (DSA Art. 17); every reporter
 * gets a short mail (and a signed-in one a notification) that the case was decided, without
 * anything about the other side. Operators are never told (they have no notifications).
 */
export async function announceDecision(app: FastifyInstance, decision: ModerationDecision): Promise<void> {
  const { action } = decision;
  if (action !== 'keep' && decision.affected_user_id !== null) {
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'locale', 'role'])
      .where('id', '=', decision.affected_user_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (user && user.role !== 'operator') {
      await notifyAboutCase(app, user.id, 'moderation_decision', decision.case_id, decision.reason);
      const token = await issueAppealToken(app.db, decision.case_id);
      app.mailer.send(
        decisionMail(
          user,
          { caseId: decision.case_id, targetType: decision.target_type, action, ground: decision.ground, statement: decision.reason, decidedAt: decision.decided_at },
          appealLink(app, decision.case_id, token),
        ),
      );
    }
  }
  const reports = await app.db
    .selectFrom('reports as r')
    .leftJoin('users as u', 'u.id', 'r.reporter_id')
    .select(['r.id', 'r.reporter_id', 'r.reporter_email', 'r.locale', 'u.email as account_email', 'u.firstname', 'u.locale as account_locale', 'u.deleted_at', 'u.role'])
    .where('r.case_id', '=', decision.case_id)
    .orderBy('r.id')
    .execute();
  const mailed = new Set<string>();
  const notified = new Set<number>();
  for (const report of reports) {
    // A reporter who deleted the account since is not written to.
    if (report.reporter_id !== null && (report.deleted_at !== null || report.role === null)) continue;
    if (report.reporter_id !== null && report.role !== 'operator' && !notified.has(report.reporter_id)) {
      notified.add(report.reporter_id);
      await notifyAboutCase(app, report.reporter_id, 'report_decided', decision.case_id, null);
    }
    const email = (report.account_email ?? report.reporter_email).toLowerCase();
    if (mailed.has(email)) continue;
    mailed.add(email);
    app.mailer.send(
      reportDecidedMail({ email, firstname: report.firstname ?? null, locale: report.account_locale ?? report.locale }, { reportId: report.id, targetType: decision.target_type, action }),
    );
  }
}
