/**
 * Redis as the outage tests use it: the app reaches it through a TCP proxy the test can cut and
 * restore, a direct client looks inside, and a prefix of its own keeps each run's keys apart.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { type TcpProxy, startTcpProxy } from './tcp-proxy';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface CuttableRedis {
  proxy: TcpProxy;
  /** REDIS_URL for the app: through the proxy. */
  url: string;
  /** A client straight to Redis, for looking at the keys. */
  direct: Redis;
  /** REDIS_PREFIX for the app. */
  prefix: string;
  /** Removes the run's keys and closes the client and the proxy. */
  close(): Promise<void>;
}

export async function cuttableRedis(name: string): Promise<CuttableRedis> {
  const target = new URL(TEST_REDIS_URL);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
  const direct = new Redis(TEST_REDIS_URL);
  const prefix = `test-${name}-${randomBytes(4).toString('hex')}:`;
  return {
    proxy,
    url: proxy.url(TEST_REDIS_URL),
    direct,
    prefix,
    async close() {
      const keys = await direct.keys(`${prefix}*`);
      if (keys.length) await direct.del(...keys);
      await direct.quit();
      await proxy.close();
    },
  };
}

/** Polls `check` until it holds; fails after `deadlineMs` (a condition with a deadline, no fixed sleep). Returns the time it took. */
export async function waitFor(what: string, deadlineMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    assert.ok(Date.now() - started < deadlineMs, `${what} within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
