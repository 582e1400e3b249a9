import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
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
