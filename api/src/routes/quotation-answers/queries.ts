import type { InferResult, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { RATING_SCALE } from '../orders/queries';
import { iso, nowIso } from '../../lib/time';
import type { AnsweredQuotation, AnsweredQuotationOutcome, MyQuotation, QuotationAnswer } from '@craft/shared/api/feature-types';
import { displayName } from '../sellers/names';

const MY_QUOTATIONS_LIMIT = 200;

function answerSelect(db: Kysely<Database>) {
  return db
    .selectFrom('quotation_answers as a')
    .innerJoin('users as u', 'u.id', 'a.seller_id')
    .selectAll('a')
    .select((eb) => [
      'u.firstname',
      'u.lastname',
      'u.company_name',
      // The craftsman's rating over all his services' reviews, so the requester compares more than prices.
      eb
        .selectFrom('reviews as r')
        .innerJoin('services as s', 's.id', 'r.service_id')
        .whereRef('s.seller_id', '=', 'a.seller_id')
        .where('r.hidden_at', 'is', null)
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('rating_count'),
      eb
        .selectFrom('reviews as r')
        .innerJoin('services as s', 's.id', 'r.service_id')
        .whereRef('s.seller_id', '=', 'a.seller_id')
        .where('r.hidden_at', 'is', null)
        .select((inner) => inner.fn.sum<number | null>('r.rating_halves').as('sum'))
        .as('rating_sum'),
    ]);
}

type AnswerRow = InferResult<ReturnType<typeof answerSelect>>[number];

/** One decimal, as a service's rating (orders/queries.ts ratingOf); null without reviews. */
const ratingAverage = (count: number, sum: unknown): number | null =>
  count ? Math.round((Number(sum) / count / RATING_SCALE) * 10) / 10 : null;

function toAnswer(row: AnswerRow): QuotationAnswer {
  return {
    id: row.id,
    quotation_id: row.quotation_id,
    seller_id: row.seller_id,
    seller_name: displayName(row),
    price: row.price,
    message: row.message,
    status: row.status,
    seller_rating_average: ratingAverage(Number(row.rating_count ?? 0), row.rating_sum),
    seller_rating_count: Number(row.rating_count ?? 0),
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
      (eb) => eb.selectFrom('orders as o').select('o.id').whereRef('o.quotation_answer_id', '=', 'q.accepted_answer_id').as('order_id'),
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
      order_id: row.order_id ?? null,
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

/**
 * Closes an open quotation with the chosen answer, which becomes 'accepted' and every other
 * answer 'declined' (in the caller's transaction); false when it was no longer open. The
 * conditional UPDATE decides a race: of two choices, one finds the quotation open.
 */
export async function acceptAnswer(trx: Transaction<Database>, quotationId: number, answerId: number): Promise<boolean> {
  const now = nowIso();
  const result = await trx
    .updateTable('quotations')
    .set({ status: 'accepted', accepted_answer_id: answerId, updated_at: now })
    .where('id', '=', quotationId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trx.updateTable('quotation_answers').set({ status: 'accepted', updated_at: now }).where('id', '=', answerId).execute();
  await trx
    .updateTable('quotation_answers')
    .set({ status: 'declined', updated_at: now })
    .where('quotation_id', '=', quotationId)
    .where('id', '!=', answerId)
    .execute();
  return true;
}

/**
 * The service the order of a chosen answer is placed for: the craftsman's service in the
 * request's category (live ones first, newest first), else his newest live service, else any he
 * ever had (a soft-deleted one still names the job). Undefined when he never offered one.
 */
export async function serviceForAnswer(db: Kysely<Database> | Transaction<Database>, sellerId: number, categoryId: number | null) {
  return db
    .selectFrom('services')
    .select(['id', 'title'])
    .where('seller_id', '=', sellerId)
    .orderBy((eb) => eb.case().when('category_id', '=', categoryId ?? -1).then(0).else(1).end())
    .orderBy((eb) => eb.case().when('deleted_at', 'is', null).then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The price of an answer as stored: the order copies it, never a client's figure. */
export function findAnswerPrice(db: Kysely<Database> | Transaction<Database>, answerId: number) {
  return db.selectFrom('quotation_answers').select(['id', 'seller_id', 'price']).where('id', '=', answerId).executeTakeFirst();
}
