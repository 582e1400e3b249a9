import type { Kysely, Selectable } from 'kysely';
import type { Database, TraderDetailsTable } from '../../db/types';
import { conflict, notFound } from '../../lib/http-error';
import { iso, nowIso } from '../../lib/time';
import type { TraderDecisionInput, TraderDetailsInput } from '@craft/shared/schemas';
import { LEGAL_FORMS, REGISTER_TYPES, TRADER_STATUSES, traderDetailsSchema } from '@craft/shared/schemas';
import type { z } from 'zod';
import type { traderDetails, traderProfile, traderReview } from '@craft/shared/schemas/responses';
import { recordAudit } from '../moderation/audit';
import { displayName } from './names';

type TraderRow = Selectable<TraderDetailsTable>;
type TraderDetails = z.output<typeof traderDetails>;
type TraderProfile = z.output<typeof traderProfile>;
export type TraderReview = z.output<typeof traderReview>;
type TraderStatus = TraderProfile['status'];

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => (values as readonly string[]).includes(value) ? (value as T) : fallback;

function toDetails(row: TraderRow): TraderDetails {
  return {
    legal_name: row.legal_name,
    legal_form: oneOf(LEGAL_FORMS, row.legal_form, 'Einzelunternehmen'),
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    register_type: oneOf(REGISTER_TYPES, row.register_type, 'gewerbeanmeldung'),
    register_number: row.register_number,
    register_court: row.register_court,
    vat_id: row.vat_id,
  };
}

function toProfile(row: TraderRow | undefined): TraderProfile {
  if (!row) return { status: 'none', details: null, message: null, submitted_at: null, verified_at: null };
  const status = oneOf(TRADER_STATUSES, row.status, 'submitted');
  return {
    status,
    details: toDetails(row),
    message: status === 'more_info_requested' ? row.message : null,
    submitted_at: iso(row.submitted_at),
    verified_at: row.verified_at === null ? null : iso(row.verified_at),
  };
}

const traderRow = (db: Kysely<Database>, sellerId: number) => db.selectFrom('trader_details').selectAll().where('seller_id', '=', sellerId).executeTakeFirst();

/** The craftsman's own trader details and their status ('none' before the first submission). */
export async function getTraderProfile(db: Kysely<Database>, sellerId: number): Promise<TraderProfile> {
  return toProfile(await traderRow(db, sellerId));
}

/**
 * Stores the details as submitted. Any save, also of verified details, sends them back to
 * `submitted`: an operator checks what is published now, not what was verified before. Saving
 * the very same details again changes nothing (a verified trader who only presses Save stays verified).
 */
export async function setTraderDetails(db: Kysely<Database>, sellerId: number, input: TraderDetailsInput): Promise<TraderProfile> {
  const body = traderDetailsSchema.parse(input);
  const values = {
    legal_name: body.legal_name,
    legal_form: body.legal_form,
    street: body.street,
    postcode: body.postcode,
    city: body.city,
    phone: body.phone,
    email: body.email,
    register_type: body.register_type,
    register_number: body.register_number,
    register_court: body.register_type === 'handelsregister' && body.register_court ? body.register_court : null,
    vat_id: body.vat_id || null,
  };
  const stamp = nowIso();
  const old = await traderRow(db, sellerId);
  if (old && old.status !== 'more_info_requested' && JSON.stringify(toDetails(old)) === JSON.stringify(toDetails({ ...old, ...values }))) return toProfile(old);
  const row = { ...values, status: 'submitted', certified_at: stamp, message: null, submitted_at: stamp, verified_at: null };
  if (old) await db.updateTable('trader_details').set(row).where('seller_id', '=', sellerId).execute();
  else await db.insertInto('trader_details').values({ seller_id: sellerId, ...row, decided_at: null, decided_by: null }).execute();
  return getTraderProfile(db, sellerId);
}

/**
 * What a consumer sees of a craftsman's trader details: the business data he published on purpose
 * (submitted or verified), or null. `verified` only after an operator checked them.
 */
export async function publicTrader(db: Kysely<Database>, sellerId: number): Promise<{ verified: boolean; trader: TraderDetails | null }> {
  const row = await traderRow(db, sellerId);
  if (!row || (row.status !== 'submitted' && row.status !== 'verified')) return { verified: false, trader: null };
  return { verified: row.status === 'verified', trader: toDetails(row) };
}

/** GET /moderation/traders: the traders of one status, oldest submission first (at most 500). */
export async function listTraders(db: Kysely<Database>, status: TraderStatus): Promise<TraderReview[]> {
  const rows = await db
    .selectFrom('trader_details as t')
    .innerJoin('users as u', 'u.id', 't.seller_id')
    .selectAll('t')
    .select(['u.firstname', 'u.lastname', 'u.company_name'])
    .where('t.status', '=', status)
    .where('u.deleted_at', 'is', null)
    .orderBy('t.submitted_at')
    .orderBy('t.seller_id')
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...toProfile(row), details: toDetails(row), seller_id: row.seller_id, display_name: displayName(row) }));
}

/**
 * An operator's decision on submitted details: verify, or ask for more with a message. Only
 * submitted details are decided (409 otherwise: already decided, or changed back to nothing);
 * the audit log keeps the details as decided.
 */
export async function decideTrader(db: Kysely<Database>, operatorId: number, sellerId: number, body: TraderDecisionInput): Promise<TraderReview> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('trader_details').selectAll().where('seller_id', '=', sellerId).executeTakeFirst();
    if (!row) throw notFound('No trader details for this seller', 'trader.not_found');
    if (row.status !== 'submitted') throw conflict(`The trader details are ${row.status}, not submitted`, 'trader.not_submitted');
    const stamp = nowIso();
    const verified = body.action === 'verify';
    const message = verified ? null : (body.message ?? '').trim();
    await trx
      .updateTable('trader_details')
      .set({ status: verified ? 'verified' : 'more_info_requested', message, decided_at: stamp, decided_by: operatorId, verified_at: verified ? stamp : null })
      .where('seller_id', '=', sellerId)
      .execute();
    await recordAudit(trx, {
      operatorId,
      action: verified ? 'trader.verify' : 'trader.request_more',
      targetType: 'trader',
      targetId: sellerId,
      reason: message,
      before: { status: row.status, details: toDetails(row) },
      after: { status: verified ? 'verified' : 'more_info_requested' },
    });
    const user = await trx.selectFrom('users').select(['firstname', 'lastname', 'company_name']).where('id', '=', sellerId).executeTakeFirstOrThrow();
    const updated = await trx.selectFrom('trader_details').selectAll().where('seller_id', '=', sellerId).executeTakeFirstOrThrow();
    return { ...toProfile(updated), details: toDetails(updated), seller_id: sellerId, display_name: displayName(user) };
  });
}
