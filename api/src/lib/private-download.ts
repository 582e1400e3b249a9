import type { FastifyReply } from 'fastify';
import type { Storage } from '../storage/storage';
import { notFound } from './http-error';

/**
 * Streams a stored private file (quotation, order or offer document) as a download that no cache
 * keeps. The caller has checked who may read it.
 */
export async function sendPrivateFile(
  storage: Storage,
  reply: FastifyReply,
  doc: { storage_key: string; mime: string },
  baseName: string,
): Promise<FastifyReply> {
  const ext = doc.storage_key.split('.').pop() ?? 'bin';
  // An object store may hand out a short-lived signed URL instead of the API carrying the bytes.
  const signed = await storage.privateDownloadUrl?.(doc.storage_key, { filename: `${baseName}.${ext}`, contentType: doc.mime });
  if (signed) return reply.header('cache-control', 'private, no-store').redirect(signed, 302);
  const file = await storage.read(doc.storage_key);
  if (!file) throw notFound('Document file is missing', 'document.file_missing');
  return reply
    .type(doc.mime)
    .header('content-length', String(file.size))
    .header('content-disposition', `attachment; filename="${baseName}.${ext}"`)
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
