import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, notFound } from '../../lib/http-error';
import { sendPrivateFile } from '../../lib/private-download';
import { DOCUMENT_REF } from '../quotation/queries';
import { isUniqueViolation } from '../users/queries';

/**
 * Files attached to orders and direct offers are uploads from POST /quotation/upload: the client
 * sends back the opaque reference it got. A reference is usable once, by one quotation, order or
 * offer, so a document never shows up where its uploader did not put it.
 */
const usedDocument = () => badRequest('document_url: Unknown or already used document; upload it again');

export async function claimableDocumentId(db: Kysely<Database>, ref: string, keepId: number | null = null): Promise<number> {
  const unknown = usedDocument();
  if (!DOCUMENT_REF.test(ref)) throw unknown;
  const doc = await db
    .selectFrom('documents as d')
    .select(['d.id'])
    .where('d.ref', '=', ref)
    .where('d.quotation_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('d.id', '=', keepId ?? 0),
        eb.and([
          eb.not(eb.exists(eb.selectFrom('orders as o').select('o.id').whereRef('o.document_id', '=', 'd.id'))),
          eb.not(eb.exists(eb.selectFrom('direct_offers as x').select('x.id').whereRef('x.document_id', '=', 'd.id'))),
        ]),
      ]),
    )
    .executeTakeFirst();
  if (!doc) throw unknown;
  return doc.id;
}

/**
 * Runs the write that attaches a claimed document. Of two requests racing for one upload, the
 * unique index lets one win; the other gets the same 400 as if it had come second.
 */
export async function attachingDocument<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw usedDocument();
    throw error;
  }
}

/** Streams an attached document as a private download; 404 when none is attached. */
export async function sendDocument(app: FastifyInstance, reply: FastifyReply, documentId: number | null, name: string) {
  const doc = documentId
    ? await app.db.selectFrom('documents').select(['storage_key', 'mime']).where('id', '=', documentId).executeTakeFirst()
    : undefined;
  if (!doc) throw notFound('No document is attached');
  return sendPrivateFile(app.storage, reply, doc, name);
}

/** Deletes a document nobody refers to any more (best effort for the file: the row is the truth). */
export async function releaseDocument(app: FastifyInstance, documentId: number | null): Promise<void> {
  if (!documentId) return;
  const doc = await app.db.deleteFrom('documents').where('id', '=', documentId).returning('storage_key').executeTakeFirst();
  if (doc) await app.storage.delete(doc.storage_key).catch((error: unknown) => app.log.warn({ err: error }, 'could not delete document'));
}
