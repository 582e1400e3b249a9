import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are `<area>/<random>.<ext>`, made by the app, never by users.
 * The local-disk driver is the default; `S3Storage` (s3.ts) is selected by S3_ENDPOINT/S3_BUCKET.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Null when the key does not exist. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Public URL for keys under a public area (photos), null for private ones (documents). */
  publicUrl(key: string): string | null;
  /**
   * Optional: a short-lived URL the client may fetch a private file from directly, after the API
   * has checked who may read it. Null (or no method) means the API streams the file itself.
   */
  privateDownloadUrl?(key: string, download: PrivateDownload): Promise<string | null>;
  /** Whether any file is stored at all (a restore goes only into an empty store). */
  hasFiles(): Promise<boolean>;
  /** Optional: releases connections on shutdown. */
  close?(): void;
}

/** How a private file is presented to the browser that downloads it. */
export interface PrivateDownload {
  filename: string;
  contentType: string;
}

/** Areas whose files anyone may fetch via GET /files/<area>/<name>. */
export const PUBLIC_AREAS = new Set(['photos']);

const KEY = /^[a-z]+\/[A-Za-z0-9_-]{10,64}(\.[a-z0-9]{2,5}){1,2}$/;

/** Guards every driver against path tricks even though keys are app-made. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
