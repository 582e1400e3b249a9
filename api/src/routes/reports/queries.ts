import type { Kysely } from 'kysely';
import type { Locale } from '@craft/shared/api/types';
import type { Database, ReportTargetType } from '../../db/types';
import { iso, nowIso } from '../../lib/time';
import { isUniqueViolation } from '../users/queries';

/**
 * Whether a target may be reported, and by whom: null when it does not exist (or is gone), else
 * for a message the two parties of its conversation (only they ever saw it).
 */
export async function reportableTarget(db: Kysely<Database>, type: ReportTargetType, id: number): Promise<{ parties: number[] | null } | null> {
  switch (type) {
    case 'service': {
      const row = await db.selectFrom('services').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return row ? { parties: null } : null;
    }
    case 'review': {
      // A review an operator removed is gone for its readers, so for reporters too.
      const row = await db.selectFrom('reviews').select('id').where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst();
      return row ? { parties: null } : null;
    }
    case 'user': {
      const row = await db.selectFrom('users').select('id').where('id', '=', id).where('deleted_at', 'is', null).where('role', '!=', 'operator').executeTakeFirst();
      return row ? { parties: null } : null;
    }
    case 'message': {
      const row = await db
        .selectFrom('messages as m')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .select(['c.buyer_id', 'c.seller_id'])
        .where('m.id', '=', id)
        .executeTakeFirst();
      return row ? { parties: [row.buyer_id, row.seller_id] } : null;
    }
  }
}

/** The open case of a target, made when there is none; a racing report that made it first wins the unique index. */
async function openCaseOf(db: Kysely<Database>, type: ReportTargetType, id: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const open = await db.selectFrom('moderation_cases').select('id').where('target_type', '=', type).where('target_id', '=', id).where('status', '=', 'open').executeTakeFirst();
    if (open) return open.id;
    try {
      const created = await db.insertInto('moderation_cases').values({ target_type: type, target_id: id, status: 'open', created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
      return created.id;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 2) throw error;
    }
  }
}

export interface NewReport {
  targetType: ReportTargetType;
  targetId: number;
  reporterId: number | null;
  reporterEmail: string;
  locale: Locale;
  reason: string;
  text: string;
}

/** Files a report under its target's open case. */
export async function insertReport(db: Kysely<Database>, report: NewReport) {
  const caseId = await openCaseOf(db, report.targetType, report.targetId);
  const row = await db
    .insertInto('reports')
    .values({
      case_id: caseId,
      reporter_id: report.reporterId,
      reporter_email: report.reporterEmail.toLowerCase(),
      locale: report.locale,
      reason: report.reason,
      text: report.text,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { id: row.id, case_id: caseId, target_type: report.targetType, target_id: report.targetId, reason: row.reason, created_at: iso(row.created_at) };
}
