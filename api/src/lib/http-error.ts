import type { ApiErrorCode } from '@craft/shared/api/error-codes';

/**
 * Thrown by handlers and services; the error handler turns it into `{ error, code }` with this
 * status. `code` is the stable machine code a screen translates (catalogue in
 * shared/src/api/error-codes.ts); `message` stays the English sentence.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ApiErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ApiErrorCode) => new HttpError(400, message, code);
export const unauthorized = (message: string, code: ApiErrorCode) => new HttpError(401, message, code);
export const forbidden = (message: string, code: ApiErrorCode) => new HttpError(403, message, code);
export const notFound = (message: string, code: ApiErrorCode) => new HttpError(404, message, code);
export const conflict = (message: string, code: ApiErrorCode) => new HttpError(409, message, code);
export const payloadTooLarge = (message: string, code: ApiErrorCode) => new HttpError(413, message, code);
export const unsupportedMediaType = (message: string, code: ApiErrorCode) => new HttpError(415, message, code);
export const tooManyRequests = (message: string, code: ApiErrorCode, retryAfterSeconds: number) =>
  new HttpError(429, message, code, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
