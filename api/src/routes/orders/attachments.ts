import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { sendPrivateFile } from '../../lib/private-download';
import { DOCUMENT_REF, type DocumentOwner, claimDocument, findDocumentByRef } from '../quotation/queries';
import { isUniqueViolation } from '../users/queries';

/**
 * Files attached to orders and direct offers are uploads from POST /quotation/upload: the client
 * sends back the opaque reference it got. A reference belongs to one quotation, order or offer at
 * most, so a document never shows up where its uploader did not put it, and deleting one
 * record never deletes another record's file.
 */
const unknownDocument = () => badRequest('document_url: Unknown document; upload it again', 'document.unknown');
/** 409: the upload exists but another record has it. */
export const attachedElsewhere = () => conflict('document_url: This document is already attached to another request, order or offer; upload it again', 'document.attached_elsewhere');

/** The id of the upload behind `ref`, checked to be free (or already this record's: `keepId`). */
export async function claimableDocumentId(db: Kysely<Database>, ref: string, keepId: number | null = null): Promise<number> {
  if (!DOCUMENT_REF.test(ref)) throw unknownDocument();
  const doc = await findDocumentByRef(db, ref);
  if (!doc) throw unknownDocument();
  if (doc.attached_to !== null && doc.id !== keepId) throw attachedElsewhere();
  return doc.id;
}

/**
 * Attaches a claimed upload to its record, inside the transaction that writes the record: the
 * loser of a race (in any table) gets 409 and its record is rolled back with it.
 */
export async function attachDocument(db: Kysely<Database>, documentId: number, owner: DocumentOwner): Promise<void> {
  if (!(await claimDocument(db, documentId, owner))) throw attachedElsewhere();
}

/** Maps the unique index on a record's document_id (the last guard) to the same 409. */
export async function attachingDocument<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw attachedElsewhere();
    throw error;
  }
}

/** Streams an attached document as a private download; 404 when none is attached. */
export async function sendDocument(app: FastifyInstance, reply: FastifyReply, documentId: number | null, name: string) {
  const doc = documentId
    ? await app.db.selectFrom('documents').select(['storage_key', 'mime']).where('id', '=', documentId).executeTakeFirst()
    : undefined;
  if (!doc) throw notFound('No document is attached', 'document.none');
  return sendPrivateFile(app.storage, reply, doc, name);
}

/** Deletes a document nobody refers to any more (best effort for the file: the row is the truth). */
export async function releaseDocument(app: FastifyInstance, documentId: number | null): Promise<void> {
  if (!documentId) return;
  const doc = await app.db.deleteFrom('documents').where('id', '=', documentId).returning('storage_key').executeTakeFirst();
  if (doc) await app.storage.delete(doc.storage_key).catch((error: unknown) => app.log.warn({ err: error }, 'could not delete document'));
}
