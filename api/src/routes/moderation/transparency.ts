import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { iso } from '../../lib/time';
import { MODERATION_ACTIONS, MODERATION_GROUNDS, REPORT_REASONS, reportTargetType } from '@craft/shared/schemas';

const count = z.number().int();

/** The figures of a transparency report (EU DSA Art. 15 and 24) for one period. */
export const transparencyReport = z
  .object({
    from: z.string(),
    to: z.string(),
    reports_received: z.object({
      total: count,
      by_target_type_and_reason: z.array(z.object({ target_type: reportTargetType, reason: z.enum(REPORT_REASONS), count })),
    }),
    decisions: z.object({
      total: count,
      by_action_and_ground: z.array(z.object({ action: z.enum(MODERATION_ACTIONS), ground: z.enum(MODERATION_GROUNDS), count })),
      /** From the first report of a case to its decision; null without decisions. */
      median_hours_to_decision: z.number().nullable(),
    }),
    appeals: z.object({ received: count, decided: count, upheld: count, reinstated: count }),
    suspensions: count,
  })
  .meta({ id: 'TransparencyReport', description: 'The figures as JSON; with format=csv or Accept: text/csv the same as text/csv (section,key,subkey,value)' });
export type TransparencyReport = z.output<typeof transparencyReport>;

/** The period's bounds as instants: `from` at 00:00 UTC up to the day after `to`, excluded. */
function bounds(from: string, to: string): [string, string] {
  const end = new Date(`${to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return [`${from}T00:00:00.000Z`, end.toISOString()];
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 100) / 100;
}

/** Counts rows by a key made of some of their fields, in a stable order (by the key). */
function tally<T, K extends string>(rows: T[], key: (row: T) => K): Array<[K, number]> {
  const counts = new Map<K, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The period's figures. Each is counted by when it happened in the period: a report by its
 * arrival, a decision and a suspension by the decision's time, an appeal by its arrival and, for
 * decided/upheld/reinstated, by its answer's time. Counted in JS over the period's rows: the
 * same on both databases, and a period holds few enough rows.
 */
export async function transparencyFigures(db: Kysely<Database>, from: string, to: string): Promise<TransparencyReport> {
  const [start, end] = bounds(from, to);
  const [reports, decisions, appealsIn, appealsOut] = await Promise.all([
    db.selectFrom('reports as r').innerJoin('moderation_cases as c', 'c.id', 'r.case_id').select(['c.target_type', 'r.reason']).where('r.created_at', '>=', start).where('r.created_at', '<', end).execute(),
    db
      .selectFrom('moderation_cases')
      .select(['decision', 'ground', 'created_at', 'decided_at'])
      .where('status', '=', 'decided')
      .where('decided_at', '>=', start)
      .where('decided_at', '<', end)
      .execute(),
    db.selectFrom('appeals').select('id').where('created_at', '>=', start).where('created_at', '<', end).execute(),
    db.selectFrom('appeals').select('outcome').where('status', '=', 'decided').where('decided_at', '>=', start).where('decided_at', '<', end).execute(),
  ]);
  const decided = decisions.filter((row) => row.decision !== null && row.ground !== null && row.decided_at !== null);
  const hours = decided.map((row) => (new Date(iso(row.decided_at ?? row.created_at)).getTime() - new Date(iso(row.created_at)).getTime()) / 3_600_000);
  return {
    from,
    to,
    reports_received: {
      total: reports.length,
      by_target_type_and_reason: tally(reports, (row) => `${row.target_type}|${row.reason}`).map(([key, n]) => {
        const [target_type, reason] = key.split('|') as [z.output<typeof reportTargetType>, (typeof REPORT_REASONS)[number]];
        return { target_type, reason, count: n };
      }),
    },
    decisions: {
      total: decided.length,
      by_action_and_ground: tally(decided, (row) => `${row.decision}|${row.ground}`).map(([key, n]) => {
        const [action, ground] = key.split('|') as [(typeof MODERATION_ACTIONS)[number], (typeof MODERATION_GROUNDS)[number]];
        return { action, ground, count: n };
      }),
      median_hours_to_decision: median(hours),
    },
    appeals: {
      received: appealsIn.length,
      decided: appealsOut.length,
      upheld: appealsOut.filter((row) => row.outcome === 'uphold').length,
      reinstated: appealsOut.filter((row) => row.outcome === 'reinstate').length,
    },
    suspensions: decided.filter((row) => row.decision === 'suspend').length,
  };
}

/** The same figures as CSV: one line per figure, `section,key,subkey,value`, for a spreadsheet. */
export function transparencyRows(report: TransparencyReport): { header: string[]; rows: Array<Array<string | number | null>> } {
  const rows: Array<Array<string | number | null>> = [
    ['period', 'from', null, report.from],
    ['period', 'to', null, report.to],
    ['reports_received', 'total', null, report.reports_received.total],
    ...report.reports_received.by_target_type_and_reason.map((row) => ['reports_received', row.target_type, row.reason, row.count]),
    ['decisions', 'total', null, report.decisions.total],
    ...report.decisions.by_action_and_ground.map((row) => ['decisions', row.action, row.ground, row.count]),
    ['decisions', 'median_hours_to_decision', null, report.decisions.median_hours_to_decision],
    ['appeals', 'received', null, report.appeals.received],
    ['appeals', 'decided', null, report.appeals.decided],
    ['appeals', 'upheld', null, report.appeals.upheld],
    ['appeals', 'reinstated', null, report.appeals.reinstated],
    ['suspensions', 'total', null, report.suspensions],
  ];
  return { header: ['section', 'key', 'subkey', 'value'], rows };
}
