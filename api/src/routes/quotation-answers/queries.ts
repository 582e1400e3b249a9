import type { InferResult, Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { iso, nowIso } from '../../lib/time';
import type { AnsweredQuotation, AnsweredQuotationOutcome, MyQuotation, QuotationAnswer } from '@craft/shared/api/feature-types';
import { displayName } from '../sellers/names';

const MY_QUOTATIONS_LIMIT = 200;

function answerSelect(db: Kysely<Database>) {
  return db
    .selectFrom('quotation_answers as a')
    .innerJoin('users as u', 'u.id', 'a.seller_id')
    .selectAll('a')
    .select(['u.firstname', 'u.lastname', 'u.company_name']);
}

type AnswerRow = InferResult<ReturnType<typeof answerSelect>>[number];

function toAnswer(row: AnswerRow): QuotationAnswer {
  return {
    id: row.id,
    quotation_id: row.quotation_id,
    seller_id: row.seller_id,
    seller_name: displayName(row),
    price: row.price,
    message: row.message,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function findAnswer(db: Kysely<Database>, quotationId: number, sellerId: number): Promise<QuotationAnswer | null> {
  const row = await answerSelect(db).where('a.quotation_id', '=', quotationId).where('a.seller_id', '=', sellerId).executeTakeFirst();
  return row ? toAnswer(row) : null;
}

/** Cheapest first; on a tie the earlier answer first. */
/** Every answer a craftsman gave, for their data export. */
export async function listSellerAnswers(db: Kysely<Database>, sellerId: number): Promise<QuotationAnswer[]> {
  const rows = await answerSelect(db).where('a.seller_id', '=', sellerId).orderBy('a.id').execute();
  return rows.map(toAnswer);
}

async function answersOf(db: Kysely<Database>, quotationIds: number[]): Promise<QuotationAnswer[]> {
  if (!quotationIds.length) return [];
  const rows = await answerSelect(db).where('a.quotation_id', 'in', quotationIds).orderBy('a.price').orderBy('a.id').execute();
  return rows.map(toAnswer);
}

export async function cheapestAnswer(db: Kysely<Database>, quotationId: number): Promise<QuotationAnswer | null> {
  return (await answersOf(db, [quotationId]))[0] ?? null;
}

export function findQuotationRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('quotations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The requester is the account the quotation was sent from. A matching contact e-mail is not
 * enough: nobody confirmed that address, so anyone could register with it and read the request.
 */
export function isRequester(quotation: { user_id: number | null }, user: { id: number }): boolean {
  return quotation.user_id === user.id;
}

function myQuotationSelect(db: Kysely<Database>) {
  return db
    .selectFrom('quotations as q')
    .leftJoin('categories as c', 'c.id', 'q.category_id')
    .select([
      'q.id',
      'q.category_id',
      'c.name as category_name',
      'q.description',
      'q.document_ref',
      'q.status',
      'q.accepted_answer_id',
      'q.created_at',
    ]);
}

async function toMyQuotations(db: Kysely<Database>, rows: InferResult<ReturnType<typeof myQuotationSelect>>) {
  const answers = await answersOf(db, rows.map((r) => r.id));
  return rows.map(
    (row): MyQuotation => ({
      id: row.id,
      category_id: row.category_id ?? 0,
      category_name: row.category_name,
      description: row.description,
      has_document: row.document_ref !== null,
      status: row.status,
      accepted_answer_id: row.accepted_answer_id,
      created_at: iso(row.created_at),
      answers: answers.filter((a) => a.quotation_id === row.id),
    }),
  );
}

/** The requests sent from the buyer's account (see isRequester), newest first. */
export async function listMyQuotations(db: Kysely<Database>, user: { id: number }): Promise<MyQuotation[]> {
  const rows = await myQuotationSelect(db)
    .where('q.user_id', '=', user.id)
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(MY_QUOTATIONS_LIMIT)
    .execute();
  return toMyQuotations(db, rows);
}

export async function getMyQuotation(db: Kysely<Database>, id: number): Promise<MyQuotation | null> {
  const rows = await myQuotationSelect(db).where('q.id', '=', id).execute();
  return (await toMyQuotations(db, rows))[0] ?? null;
}

const ANSWERED_LIMIT = 200;

function outcomeOf(status: string, acceptedAnswerId: number | null, answerId: number): AnsweredQuotationOutcome {
  if (status === 'open') return 'waiting';
  if (status === 'accepted') return acceptedAnswerId === answerId ? 'won' : 'lost';
  return 'closed';
}

/**
 * The requests a craftsman answered, newest answer first, with how each stands (the "Jobs" page: a won
 * request stays visible). The requester's contact from the form goes only to the chosen craftsman.
 */
export async function listAnsweredQuotations(db: Kysely<Database>, sellerId: number): Promise<AnsweredQuotation[]> {
  const answers = await answerSelect(db).where('a.seller_id', '=', sellerId).orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc').limit(ANSWERED_LIMIT).execute();
  if (!answers.length) return [];
  const requests = await myQuotationSelect(db)
    .select(['q.firstname', 'q.lastname', 'q.email', 'q.phone', 'q.street', 'q.post_number'])
    .where('q.id', 'in', answers.map((a) => a.quotation_id))
    .execute();
  const byId = new Map(requests.map((q) => [q.id, q]));
  return answers.flatMap((answer) => {
    const q = byId.get(answer.quotation_id);
    if (!q) return [];
    const outcome = outcomeOf(q.status, q.accepted_answer_id, answer.id);
    const requester = { name: `${q.firstname} ${q.lastname}`.trim(), email: q.email, phone: q.phone, street: q.street, post_number: q.post_number };
    return [
      {
        id: q.id,
        category_id: q.category_id ?? 0,
        category_name: q.category_name,
        description: q.description,
        has_document: q.document_ref !== null,
        created_at: iso(q.created_at),
        outcome,
        answer: toAnswer(answer),
        requester: outcome === 'won' ? requester : null,
      },
    ];
  });
}

// ---- writes -----------------------------------------------------------------------------------

/**
 * Creates or changes the seller's one answer while the quotation is open. Returns the cheapest
 * price before this write and whether the seller had answered already; null when it is not open.
 */
export async function upsertAnswer(
  db: Kysely<Database>,
  quotationId: number,
  sellerId: number,
  input: { price: number; message: string },
): Promise<{ before: number | null; existed: boolean } | null> {
  const now = nowIso();
  const values = { price: input.price, message: input.message, updated_at: now };
  return db.transaction().execute(async (trx) => {
    // A no-op write that locks the quotation row: an accept racing with this answer waits,
    // and an answer arriving after an accept finds the quotation closed.
    const stillOpen = await trx
      .updateTable('quotations')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', quotationId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(stillOpen.numUpdatedRows) === 0) return null;
    const cheapest = await trx
      .selectFrom('quotation_answers')
      .select((eb) => eb.fn.min<number | null>('price').as('price'))
      .where('quotation_id', '=', quotationId)
      .executeTakeFirstOrThrow();
    const own = await trx
      .selectFrom('quotation_answers')
      .select('id')
      .where('quotation_id', '=', quotationId)
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
    await trx
      .insertInto('quotation_answers')
      .values({ ...values, quotation_id: quotationId, seller_id: sellerId, created_at: now })
      .onConflict((oc) => oc.columns(['quotation_id', 'seller_id']).doUpdateSet(values))
      .execute();
    return { before: cheapest.price === null ? null : Number(cheapest.price), existed: Boolean(own) };
  });
}

/** One answer of this quotation (id and seller), or undefined. */
export function findAnswerOf(db: Kysely<Database>, quotationId: number, answerId: number) {
  return db
    .selectFrom('quotation_answers')
    .select(['id', 'seller_id'])
    .where('id', '=', answerId)
    .where('quotation_id', '=', quotationId)
    .executeTakeFirst();
}

/** Closes an open quotation with the chosen answer; false when it was no longer open. */
export async function acceptAnswer(db: Kysely<Database>, quotationId: number, answerId: number): Promise<boolean> {
  const result = await db
    .updateTable('quotations')
    .set({ status: 'accepted', accepted_answer_id: answerId, updated_at: nowIso() })
    .where('id', '=', quotationId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
