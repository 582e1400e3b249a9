import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { HttpError } from '../lib/http-error';
import { PUBLIC_AREAS, type PrivateDownload, type Storage, assertValidKey } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Objects in one bucket under the same `<area>/<name>` keys as the local driver. The bucket is
 * private: photos are served through GET /files (or S3_PUBLIC_URL, e.g. a CDN in front of a
 * public-read prefix), documents only after the API's auth check (streamed, or a short-lived
 * signed URL).
 */
/** The store did not answer (network, timeout, its own 5xx): the request gets 503, not 500. */
function unreachable(error: unknown): HttpError {
  const answer = new HttpError(503, 'The file store is unreachable; please try again in a few minutes', 'server.storage_unreachable', { 'retry-after': '30' });
  answer.cause = error;
  return answer;
}

export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 demands them: many S3-compatible stores reject the SDK's newer
      // default (CRC32 trailers) with a signature error.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertValidKey(key);
    // A PUT is atomic in S3: readers see the old object, nothing, or the whole new one.
    await this.client
      .send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: data, ContentType: contentTypeOf(key) }))
      .catch((error: unknown) => {
        throw unreachable(error);
      });
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | null> {
    assertValidKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      // In Node the SDK's body is an http.IncomingMessage, i.e. a Readable.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw unreachable(error);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async hasFiles(): Promise<boolean> {
    const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, MaxKeys: 1 }));
    return (listed.KeyCount ?? listed.Contents?.length ?? 0) > 0;
  }

  publicUrl(key: string): string | null {
    const area = key.split('/', 1)[0] ?? '';
    if (!PUBLIC_AREAS.has(area)) return null;
    return this.config.publicUrl ? `${this.config.publicUrl}/${key}` : `/files/${key}`;
  }

  /** Null unless S3_SIGNED_URL_SECONDS is set: then the caller redirects instead of streaming. */
  async privateDownloadUrl(key: string, download: PrivateDownload): Promise<string | null> {
    if (this.config.signedUrlSeconds <= 0) return null;
    return this.signedUrl(key, download, this.config.signedUrlSeconds);
  }

  async signedUrl(key: string, download: PrivateDownload, ttlSeconds: number): Promise<string> {
    assertValidKey(key);
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${download.filename}"`,
      ResponseContentType: download.contentType,
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds });
  }

  close(): void {
    this.client.destroy();
  }
}

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}
