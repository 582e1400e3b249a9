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
  await db.insertInto('documents').values({ ...doc, quotation_id: null, attached_to: null, created_at: nowIso() }).execute();
}

/** An uploaded document by its reference, with the record it is attached to (null while free). */
export function findDocumentByRef(db: Kysely<Database>, ref: string) {
  return db.selectFrom('documents').select(['id', 'ref', 'attached_to']).where('ref', '=', ref).executeTakeFirst();
}

/** The one record a document can belong to (#14: never two at once). */
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
