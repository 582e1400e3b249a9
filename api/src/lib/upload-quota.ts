import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config';
import type { CounterStore } from './counter-store';
import { type HttpError, tooManyRequests } from './http-error';

/** What one upload may still take, known before its body is read. */
export interface UploadAllowance {
  /** Bytes left in the tighter of the two windows: the file stream is cut here. */
  bytes: number;
  /** The 429 for a file that would pass the quota. */
  refusal: () => HttpError;
  /** Counts the file's bytes (before any processing); 429, counting nothing, if a parallel upload took the rest meanwhile. */
  charge: (bytes: number) => Promise<void>;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`);
const minutesText = (ms: number) => `${Math.max(1, Math.ceil(ms / 60_000))} minute${ms > 60_000 ? 's' : ''}`;

/**
 * A disk quota on uploads: the bytes of files received per address and per account within a
 * window, besides the number of uploads (the route's rate limit). Without it one address could
 * store 200 × 20 MB every 10 minutes. Checked before the body is read, so a caller over the quota
 * costs no parsing, sniffing or image work, and the stream stops where the quota ends.
 */
export class UploadQuota {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: { perIp: RateLimit; perAccount: RateLimit },
  ) {}

  private windows(ip: string, userId: number | null) {
    const windows = [{ key: `upload-bytes:ip:${ip}`, limit: this.limits.perIp, who: 'this address' }];
    if (userId !== null) windows.push({ key: `upload-bytes:user:${userId}`, limit: this.limits.perAccount, who: 'this account' });
    return windows;
  }

  private refusal(limit: RateLimit, who: string, resetAt: number): HttpError {
    const wait = Math.max(0, resetAt - Date.now());
    return tooManyRequests(
      `Upload quota reached: at most ${sizeText(limit.max)} of files per ${minutesText(limit.windowMs)} from ${who}; try again in ${minutesText(wait)}`,
      'upload.quota_exceeded',
      wait / 1000,
    );
  }

  /** What the caller may still upload now; 429 at once when nothing is left. */
  async allowance(ip: string, userId: number | null): Promise<UploadAllowance> {
    const windows = this.windows(ip, userId);
    const used = await Promise.all(windows.map((w) => this.store.add(w.key, 0, w.limit.windowMs)));
    const left = windows.map((w, i) => w.limit.max - used[i]!.count);
    const tightest = left.indexOf(Math.min(...left));
    const refuse = () => this.refusal(windows[tightest]!.limit, windows[tightest]!.who, used[tightest]!.resetAt);
    if (left[tightest]! <= 0) throw refuse();
    return {
      bytes: left[tightest]!,
      refusal: refuse,
      charge: async (bytes) => {
        const after = await Promise.all(windows.map((w) => this.store.add(w.key, bytes, w.limit.windowMs)));
        const over = after.findIndex((count, i) => count.count > windows[i]!.limit.max);
        if (over === -1) return;
        await Promise.all(windows.map((w) => this.store.add(w.key, -bytes, w.limit.windowMs)));
        throw this.refusal(windows[over]!.limit, windows[over]!.who, after[over]!.resetAt);
      },
    };
  }
}

/** The quota of this request's address and, when signed in, account; on the app's shared counters (Redis with REDIS_URL). */
export function uploadAllowance(app: FastifyInstance, request: FastifyRequest, userId: number | null): Promise<UploadAllowance> {
  const { uploadBytesPerIp, uploadBytesPerAccount } = app.config.limits;
  return new UploadQuota(app.counters, { perIp: uploadBytesPerIp, perAccount: uploadBytesPerAccount }).allowance(request.ip, userId);
}
