import type { Redis } from 'ioredis';

interface HealthLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Whether Redis answers now, from the client's own connection events. While it is down, callers
 * take their in-process fallback at once instead of queueing commands; the outage is logged once
 * when it starts and once when it ends (ioredis reconnects by itself).
 */
export class RedisHealth {
  private downSince: number | null = null;
  private lastError = '';

  constructor(
    private readonly redis: Redis,
    private readonly log: HealthLogger,
  ) {
    redis.on('ready', () => {
      if (this.downSince !== null) this.log.info({ downForMs: Date.now() - this.downSince }, 'redis is back: shared counters, cache invalidation and the mail queue use it again');
      this.downSince = null;
    });
    redis.on('error', (error: Error) => {
      this.lastError = error.message;
    });
    redis.on('close', () => this.markDown());
    redis.on('end', () => this.markDown());
  }

  /** True when commands would be sent now (not queued for a reconnect). */
  isUp(): boolean {
    return this.redis.status === 'ready';
  }

  private markDown(): void {
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.log.warn(
      { reason: this.lastError || 'connection closed' },
      'redis is unreachable: rate limits and throttles count in this process, caches expire after a few seconds, mail waits in the database queue (mail_queue); reconnecting',
    );
  }
}
