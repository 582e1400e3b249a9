import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { iso, nowIso } from '../../lib/time';

/** What an audit entry says: who did what to which record, why, and the record before and after. */
export interface AuditEntry {
  operatorId: number;
  action: string;
  targetType: string;
  targetId: number;
  reason: string | null;
  before: unknown;
  after: unknown;
}

/**
 * Appends one entry to the audit log. There is deliberately no function (and no route) that
 * changes or deletes an entry: the log is the record of what operators did.
 */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      at: nowIso(),
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      reason: entry.reason,
      before_json: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/** The audit entries about one record, oldest first. */
export async function auditOf(db: Kysely<Database>, targetType: string, targetId: number) {
  const rows = await db.selectFrom('audit_log').selectAll().where('target_type', '=', targetType).where('target_id', '=', targetId).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    operator_id: row.operator_id,
    at: iso(row.at),
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    reason: row.reason,
    before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
  }));
}
