import type { Kysely } from 'kysely';
import type { Database, ReportTargetType } from '../../db/types';
import { iso } from '../../lib/time';
import type { REPORT_REASONS } from '../reports/schema';
import type { ModerationCase } from './schema';

type Reason = (typeof REPORT_REASONS)[number];

/** The reported record as the marketplace shows it to its users, or null when it no longer exists. */
export async function targetAsShown(db: Kysely<Database>, type: ReportTargetType, id: number): Promise<ModerationCase['target']> {
  switch (type) {
    case 'service': {
      const row = await db.selectFrom('services').select(['title', 'description', 'price', 'seller_id']).where('id', '=', id).executeTakeFirst();
      return row ? { kind: 'service', ...row, price: Number(row.price) } : null;
    }
    case 'review': {
      const row = await db.selectFrom('reviews').select(['service_id', 'buyer_id', 'rating_halves', 'text']).where('id', '=', id).executeTakeFirst();
      return row ? { kind: 'review', service_id: row.service_id, buyer_id: row.buyer_id, rating: row.rating_halves / 2, text: row.text } : null;
    }
    case 'message': {
      const row = await db.selectFrom('messages').select(['conversation_id', 'sender_id', 'text']).where('id', '=', id).executeTakeFirst();
      return row ? { kind: 'message', ...row } : null;
    }
    case 'user': {
      const row = await db.selectFrom('users').select(['firstname', 'lastname', 'role', 'company_name']).where('id', '=', id).executeTakeFirst();
      return row ? { kind: 'user', ...row } : null;
    }
  }
}

/** The open cases, oldest first (notices are handled in the order they came), each with its reports and target. */
export async function listOpenCases(db: Kysely<Database>): Promise<ModerationCase[]> {
  const cases = await db.selectFrom('moderation_cases').selectAll().where('status', '=', 'open').orderBy('created_at').orderBy('id').execute();
  if (!cases.length) return [];
  const reports = await db
    .selectFrom('reports')
    .select(['id', 'case_id', 'reason', 'text', 'reporter_id', 'created_at'])
    .where('case_id', 'in', cases.map((row) => row.id))
    .orderBy('id')
    .execute();
  return Promise.all(
    cases.map(async (row) => ({
      id: row.id,
      target_type: row.target_type,
      target_id: row.target_id,
      created_at: iso(row.created_at),
      target: await targetAsShown(db, row.target_type, row.target_id),
      reports: reports
        .filter((report) => report.case_id === row.id)
        .map((report) => ({ id: report.id, reason: report.reason as Reason, text: report.text, reporter_id: report.reporter_id, created_at: iso(report.created_at) })),
    })),
  );
}
