import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest, payloadTooLarge, unsupportedMediaType } from './http-error';
import type { UploadAllowance } from './upload-quota';

export interface UploadedPart {
  fieldname: string;
  filename: string;
  data: Buffer;
}

export interface MultipartInput {
  /** Text fields; a repeated name keeps the last value. */
  fields: Record<string, string>;
  file: UploadedPart | null;
}

/**
 * Reads a whole multipart body (at most one file, buffered up to `maxFileBytes`: over it is 413).
 * Parser failures of any kind become 4xx, never 5xx. With a `quota` the file is also cut where the
 * caller's upload quota ends (429), and its bytes are counted before the route does anything with it.
 */
const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes >= MB ? `${Math.floor(bytes / MB)} MB` : bytes >= 1024 ? `${Math.floor(bytes / 1024)} KB` : `${bytes} bytes`);

export async function readMultipart(
  request: FastifyRequest,
  options: { fileFields: readonly string[]; maxFileBytes: number; quota?: UploadAllowance },
): Promise<MultipartInput> {
  if (!request.isMultipart()) throw unsupportedMediaType('Expected multipart/form-data', 'upload.not_multipart');
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: UploadedPart | null = null;
  const { quota } = options;
  const cutByQuota = quota !== undefined && quota.bytes < options.maxFileBytes;
  try {
    for await (const part of request.parts({ limits: { fileSize: cutByQuota ? quota.bytes : options.maxFileBytes } })) {
      if (part.type === 'file') {
        if (!options.fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw badRequest(`Unexpected file field "${part.fieldname.slice(0, 50)}"; expected ${options.fileFields.join(' or ')}`, 'upload.unexpected_file_field');
        }
        const data = await part.toBuffer();
        // A browser sends an empty file part when no file was chosen: treat it as absent.
        if (data.length > 0) file = { fieldname: part.fieldname, filename: part.filename, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const tooLarge = (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
    if (cutByQuota && tooLarge) throw quota.refusal();
    // A sentence a person can act on, not the framework's "File too large".
    if (tooLarge) throw payloadTooLarge(`This file is too large. Please choose one of at most ${sizeText(options.maxFileBytes)}.`, 'upload.file_too_large');
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw badRequest('Malformed multipart body', 'upload.malformed');
  }
  if (file && quota) await quota.charge(file.data.length);
  return { fields, file };
}
