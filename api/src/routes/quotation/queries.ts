import { type Kysely, sql } from 'kysely';
import type { Locale } from '@craft/shared/api/types';
import type { Database, QuotationsTable } from '../../db/types';
import { iso, now, nowIso } from '../../lib/time';
import { hashToken, newLinkToken } from '../account/queries';
import { haversineKm } from '../../db/postcodes';
import { MAX_AREA_KM, postcodePoint } from '../search/postcode';
import type { QuotationWire } from '@craft/shared/api/types';

/** The buyer's requests with their offers (the buyer remote's My jobs, requests tab): every mail to a requester links there. */
export const requestsLink = (publicWebUrl: string): string => `${publicWebUrl}/jobs?tab=requests`;

/** The opaque `file_url` of an uploaded document. Not a URL on purpose: documents are private. */
export const DOCUMENT_REF = /^doc_[A-Za-z0-9_-]{22}$/;

export async function insertDocument(
  db: Kysely<Database>,
  doc: { ref: string; storage_key: string; mime: string; size: number },
): Promise<void> {
  await db.insertInto('documents').values({ ...doc, quotation_id: null, attached_to: null, created_at: nowIso() }).execute();
}

/** An uploaded document by its reference, with the record it is attached to (null while free). */
export function findDocumentByRef(db: Kysely<Database>, ref: string) {
  return db.selectFrom('documents').select(['id', 'ref', 'attached_to']).where('ref', '=', ref).executeTakeFirst();
}

/** The one record a document can belong to (never two at once). */
export type DocumentOwner = `${'quotation' | 'order' | 'direct_offer' | 'message'}:${number}`;

/**
 * Attaches an upload to one record, only while no record has it: of two writes racing for one
 * upload, whichever table they are in, one wins. False for the loser.
 */
export async function claimDocument(db: Kysely<Database>, documentId: number, owner: DocumentOwner): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ attached_to: owner })
    .where('id', '=', documentId)
    .where('attached_to', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const LIST_COLUMNS = ['q.id', 'q.category_id', 'q.document_ref', 'q.description', 'q.status', 'q.user_id', 'q.created_at', 'q.updated_at'] as const;

/** Requests one list read weighs at most: the newest, so an old backlog cannot make the read slow. */
const CANDIDATES = 2000;

/**
 * The requests a craftsman gets, newest first: those in a trade he offers (a live service in
 * their category) whose postcode his service area covers, and any he has answered, whatever his
 * area is now. The area test is the one notifications use: a bounding box in SQL, then the exact
 * distance between postcode centroids. A craftsman without a service area gets only his answered ones.
 */
export async function listQuotationsFor(db: Kysely<Database>, sellerId: number, page: number, size: number) {
  const reached = await quotationsReaching(db, sellerId);
  return reached.slice((page - 1) * size, page * size);
}

/** Whether the craftsman gets this request (see listQuotationsFor): only then may he read its document. */
export async function quotationReaches(db: Kysely<Database>, sellerId: number, quotationId: number): Promise<boolean> {
  return (await quotationsReaching(db, sellerId, quotationId)).length > 0;
}

async function quotationsReaching(db: Kysely<Database>, sellerId: number, onlyId?: number) {
  const seller = await db.selectFrom('users').select(['service_post_number', 'service_radius_km']).where('id', '=', sellerId).executeTakeFirst();
  const centre = seller?.service_post_number ? await postcodePoint(db, seller.service_post_number) : undefined;
  const radius = Math.min(seller?.service_radius_km ?? 0, MAX_AREA_KM);
  const answered = db.selectFrom('quotation_answers as a').select('a.quotation_id').where('a.seller_id', '=', sellerId);
  const trades = db.selectFrom('services as s').select('s.category_id').where('s.seller_id', '=', sellerId).where('s.deleted_at', 'is', null);
  const rows = await db
    .selectFrom('quotations as q')
    .leftJoin('postcodes as p', 'p.postcode', 'q.post_number')
    .select([...LIST_COLUMNS, 'p.lat', 'p.lon'])
    .$if(onlyId !== undefined, (query) => query.where('q.id', '=', onlyId ?? 0))
    .where((eb) => {
      const mine = eb('q.id', 'in', answered);
      if (!centre) return mine;
      const dLat = radius / 111;
      const dLon = radius / (111 * Math.cos((centre.lat * Math.PI) / 180));
      return eb.or([
        mine,
        eb.and([
          eb('q.category_id', 'in', trades),
          eb('p.lat', '>=', centre.lat - dLat),
          eb('p.lat', '<=', centre.lat + dLat),
          eb('p.lon', '>=', centre.lon - dLon),
          eb('p.lon', '<=', centre.lon + dLon),
        ]),
      ]);
    })
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(CANDIDATES)
    .execute();
  const answeredIds = new Set((await answered.execute()).map((row) => row.quotation_id));
  const reached = rows.filter(
    (row) => answeredIds.has(row.id) || (centre !== undefined && row.lat !== null && row.lon !== null && haversineKm(centre, { lat: Number(row.lat), lon: Number(row.lon) }) <= radius),
  );
  return reached.map(({ lat: _lat, lon: _lon, ...row }) => row);
}

type ListRow = Awaited<ReturnType<typeof listQuotationsFor>>[number];

/** The spec's list shape: Go-style {Int64, Valid} / {String, Valid} wrappers. */
export function toQuotationWire(row: ListRow): QuotationWire {
  return {
    id: row.id,
    category_id: { Int64: row.category_id ?? 0, Valid: row.category_id !== null },
    document_url: { String: row.document_ref ?? '', Valid: row.document_ref !== null },
    description: { String: row.description ?? '', Valid: row.description !== null },
    status: row.status,
    user_id: { Int64: row.user_id ?? 0, Valid: row.user_id !== null },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function findQuotationDocument(db: Kysely<Database>, quotationId: number) {
  return db
    .selectFrom('documents')
    .select(['storage_key', 'mime', 'ref'])
    .where('quotation_id', '=', quotationId)
    .orderBy('id')
    .executeTakeFirst();
}

/** Thrown inside the transaction to roll back a quotation whose document was taken meanwhile. */
class DocumentTaken extends Error {}

/**
 * Stores an open quotation and, with a document reference, claims that upload for it in the same
 * transaction. Null (and nothing stored) when the document is unknown or already used.
 */
export async function insertQuotation(
  db: Kysely<Database>,
  quotation: Pick<
    QuotationsTable,
    'category_id' | 'document_ref' | 'description' | 'firstname' | 'lastname' | 'street' | 'post_number' | 'phone' | 'email' | 'user_id'
  > & { locale: Locale },
): Promise<number | null> {
  const now = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('quotations')
        .values({ ...quotation, status: 'open', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (quotation.document_ref) {
        const claimed = await trx
          .updateTable('documents')
          .set({ quotation_id: row.id, attached_to: `quotation:${row.id}` })
          .where('ref', '=', quotation.document_ref)
          .where('attached_to', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw new DocumentTaken();
      }
      return row.id;
    });
  } catch (error) {
    if (error instanceof DocumentTaken) return null;
    throw error;
  }
}

/** How long a quotation request's confirmation link works (as long as an account's). */
export const QUOTATION_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether mail to the request's address may carry more than our fixed text: its own link was
 * followed, or a confirmed (not deleted) account owns the address.
 */
export async function quotationAddressConfirmed(db: Kysely<Database>, quotation: { email: string; email_confirmed_at: unknown }): Promise<boolean> {
  if (quotation.email_confirmed_at) return true;
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', quotation.email.toLowerCase())
    .where('email_confirmed_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return owner !== undefined;
}

/**
 * The language of the mails to a request's address: the language of the live account that
 * owns the address, else the one the request was sent in (a visitor's).
 */
export async function requesterLocale(db: Kysely<Database>, quotation: { email: string; locale: Locale }): Promise<Locale> {
  const owner = await db
    .selectFrom('users')
    .select('locale')
    .where(sql<string>`lower(email)`, '=', quotation.email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return owner?.locale ?? quotation.locale;
}

/** Gives the request a new confirmation link; only its hash is kept. */
export async function issueQuotationConfirmation(db: Kysely<Database>, quotationId: number): Promise<string> {
  const token = newLinkToken();
  await db
    .updateTable('quotations')
    .set({ confirm_token_hash: hashToken(token), confirm_expires_at: new Date(now().getTime() + QUOTATION_CONFIRM_TTL_MS).toISOString() })
    .where('id', '=', quotationId)
    .execute();
  return token;
}

export type QuotationConfirmation = { status: 'confirmed'; quotationId: number } | { status: 'unknown' | 'expired' };

/**
 * Uses a confirmation link once: the `confirm_token_hash` condition sits in the UPDATE, so two
 * racing requests cannot both confirm (the second finds no row and gets 'unknown').
 */
export async function confirmQuotationAddress(db: Kysely<Database>, token: string): Promise<QuotationConfirmation> {
  const hash = hashToken(token);
  const row = await db.selectFrom('quotations').select(['id', 'confirm_expires_at']).where('confirm_token_hash', '=', hash).executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.confirm_expires_at && iso(row.confirm_expires_at) <= now().toISOString()) return { status: 'expired' };
  const updated = await db
    .updateTable('quotations')
    .set({ email_confirmed_at: nowIso(), confirm_token_hash: null, confirm_expires_at: null })
    .where('id', '=', row.id)
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? { status: 'confirmed', quotationId: row.id } : { status: 'unknown' };
}
