import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeWithin } from './close-within';

/** Tells every other instance that something changed; each one reacts in its own process. */
export interface InvalidationChannel {
  /** `detail` says what changed (e.g. category ids); without it, everything. */
  publish(detail?: string): void;
  /**
   * `handler` runs on every other instance's publish with its detail, and with null (everything)
   * after a lost subscription comes back (messages may have been missed).
   */
  subscribe(handler: (detail: string | null) => void): void;
}

/** The ids a publish named (comma-separated); null, meaning everything, for none or anything malformed. */
export function parseIds(detail: string | null): number[] | null {
  if (detail === null) return null;
  const ids = detail.split(',').map(Number);
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null;
}

/** How long a cached answer may be stale while other instances' changes cannot reach this one. */
const OUTAGE_CACHE_LIFETIME_MS = 5_000;

interface ChannelLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Redis pub/sub. A subscribed connection can do nothing else, so each channel has its own; the
 * publisher's id lets an instance ignore its own messages (it has already reacted).
 */
export class RedisInvalidationChannel implements InvalidationChannel {
  private readonly self = randomUUID();
  private readonly subscriber: Redis;
  private readonly handlers: Array<(detail: string | null) => void> = [];
  /** While unsubscribed: everything counts as changed every few seconds (caches get short lifetimes). */
  private outageTimer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly publisher: Redis,
    private readonly name: string,
    private readonly log: ChannelLogger,
  ) {
    this.subscriber = publisher.duplicate();
    // A message is "<sender id> <detail>"; the id is a UUID, so the first space ends it.
    this.subscriber.on('message', (_channel: string, message: string) => {
      const space = message.indexOf(' ');
      const sender = space === -1 ? message : message.slice(0, space);
      const detail = space === -1 ? '' : message.slice(space + 1);
      if (sender !== this.self) this.notify(detail === '' ? null : detail);
    });
    // Logged once by the shared client's health (plugins/app/redis.ts), not per reconnect attempt.
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('close', () => {
      if (this.outageTimer) return;
      this.outageTimer = setInterval(() => this.notify(null), OUTAGE_CACHE_LIFETIME_MS);
      this.outageTimer.unref();
    });
  }

  /** Resolves once subscribed, so a write acknowledged after start is never missed by this instance. */
  static async open(publisher: Redis, name: string, log: ChannelLogger): Promise<RedisInvalidationChannel> {
    const channel = new RedisInvalidationChannel(publisher, name, log);
    await channel.subscriber.subscribe(name);
    // ioredis resubscribes by itself after a reconnect; whatever was published meanwhile is lost.
    channel.subscriber.on('ready', () => {
      channel.stopOutageTimer();
      channel.notify(null);
    });
    return channel;
  }

  publish(detail?: string): void {
    this.publisher.publish(this.name, detail ? `${this.self} ${detail}` : this.self).catch((error: unknown) => {
      this.log.warn({ err: error, channel: this.name }, 'could not publish an invalidation');
    });
  }

  subscribe(handler: (detail: string | null) => void): void {
    this.handlers.push(handler);
  }

  private stopOutageTimer(): void {
    if (this.outageTimer) clearInterval(this.outageTimer);
    this.outageTimer = null;
  }

  async close(): Promise<void> {
    this.stopOutageTimer();
    await closeWithin('invalidation subscriber', 2_000, () => this.subscriber.quit(), () => this.subscriber.disconnect());
  }

  private notify(detail: string | null): void {
    for (const handler of this.handlers) handler(detail);
  }
}
