import type { Kysely } from 'kysely';
import type { Database, QuotationsTable } from '../../db/types';
import { iso, nowIso } from '../../lib/time';
import type { QuotationWire } from '../../wire';

/** The opaque `file_url` of an uploaded document. Not a URL on purpose: documents are private. */
export const DOCUMENT_REF = /^doc_[A-Za-z0-9_-]{22}$/;

export async function insertDocument(
  db: Kysely<Database>,
  doc: { ref: string; storage_key: string; mime: string; size: number },
): Promise<void> {
  await db.insertInto('documents').values({ ...doc, quotation_id: null, created_at: nowIso() }).execute();
}

/** An uploaded document not yet attached to a quotation. */
export function findFreeDocument(db: Kysely<Database>, ref: string) {
  return db.selectFrom('documents').select(['id', 'ref']).where('ref', '=', ref).where('quotation_id', 'is', null).executeTakeFirst();
}

export function listQuotations(db: Kysely<Database>, page: number, size: number) {
  return db
    .selectFrom('quotations')
    .select(['id', 'category_id', 'document_ref', 'description', 'status', 'user_id', 'created_at', 'updated_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

type ListRow = Awaited<ReturnType<typeof listQuotations>>[number];

/** SPEC §3's list shape: Go-style {Int64, Valid} / {String, Valid} wrappers. */
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
  >,
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
          .set({ quotation_id: row.id })
          .where('ref', '=', quotation.document_ref)
          .where('quotation_id', 'is', null)
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
