import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LiveEvent } from '@craft/shared/api/conversation-types';
import { closeWithin } from './close-within';

/**
 * One open live stream (an SSE response); `send` writes one event, `end` closes the stream,
 * `goAway` tells the client when to come back (the server is shutting down) and closes it.
 */
export interface LiveConnection {
  send(event: LiveEvent): void;
  end(): void;
  goAway(reconnectAfterMs: number): void;
}

interface HubLogger {
  warn(obj: object, msg: string): void;
}

/** How long a user counts as online after their stream's last heartbeat (they beat every 25 s). */
const PRESENCE_TTL_SECONDS = 60;

/**
 * When a stream ended by a shutdown should come back: long enough for the balancer or the web
 * server to notice the instance is gone, short enough that nobody misses a message for long (the
 * client refetches on reconnect anyway, and spreads its tabs over up to twice this).
 */
export const RECONNECT_AFTER_MS = 2_000;

/**
 * Who has a live stream open, and delivery of events to them. Streams live in the process
 * that accepted them; with Redis (several instances) every event is also published on one channel
 * and each instance delivers it to its own streams, and presence is a Redis key per user, so "is
 * this user online" (no mail needed) has one answer across instances.
 */
export class LiveHub {
  private readonly streams = new Map<number, Set<LiveConnection>>();
  private readonly self = randomUUID();
  private subscriber: Redis | null = null;

  private constructor(
    private readonly redis: Redis | null,
    private readonly channel: string,
    private readonly presencePrefix: string,
    private readonly log: HubLogger,
  ) {}

  /** Resolves once subscribed (with Redis), so no event published after start is missed here. */
  static async open(redis: Redis | null, prefix: string, log: HubLogger): Promise<LiveHub> {
    const hub = new LiveHub(redis, `${prefix}live`, `${prefix}presence:`, log);
    if (redis) {
      const subscriber = redis.duplicate();
      hub.subscriber = subscriber;
      // Logged once by the shared client's health (plugins/app/redis.ts), not per reconnect attempt.
      subscriber.on('error', () => undefined);
      subscriber.on('message', (_channel: string, raw: string) => hub.receive(raw));
      await subscriber.subscribe(hub.channel);
    }
    return hub;
  }

  /** Registers a stream; the returned function unregisters it. */
  add(userId: number, connection: LiveConnection): () => void {
    let set = this.streams.get(userId);
    if (!set) {
      set = new Set();
      this.streams.set(userId, set);
    }
    set.add(connection);
    this.touch(userId);
    return () => {
      const current = this.streams.get(userId);
      current?.delete(connection);
      if (current && current.size === 0) {
        this.streams.delete(userId);
        this.redis?.del(this.presenceKey(userId)).catch((error: unknown) => this.log.warn({ err: error }, 'could not clear presence'));
      }
    };
  }

  /** Renews the user's presence (called on every heartbeat of an open stream). */
  touch(userId: number): void {
    this.redis
      ?.set(this.presenceKey(userId), '1', 'EX', PRESENCE_TTL_SECONDS)
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not renew presence'));
  }

  /** Whether the user has a live stream open on any instance. */
  async isOnline(userId: number): Promise<boolean> {
    if (this.streams.has(userId)) return true;
    if (!this.redis) return false;
    try {
      return (await this.redis.exists(this.presenceKey(userId))) === 1;
    } catch {
      return false; // Unknown: treat as offline, so the person still hears of it by mail.
    }
  }

  /** Delivers an event to every open stream of these users, on every instance. */
  deliver(userIds: readonly number[], event: LiveEvent): void {
    this.deliverHere(userIds, event);
    this.redis
      ?.publish(this.channel, JSON.stringify({ from: this.self, userIds, event }))
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not publish a live event'));
  }

  /** Open streams in this process (for metrics and the fan-out bench). */
  get openStreams(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  /** Ends every stream with a reconnect hint: called when the server shuts down. */
  async close(): Promise<void> {
    for (const set of this.streams.values()) for (const connection of set) connection.goAway(RECONNECT_AFTER_MS);
    this.streams.clear();
    const { subscriber } = this;
    if (subscriber) await closeWithin('live subscriber', 2_000, () => subscriber.quit(), () => subscriber.disconnect());
  }

  private receive(raw: string): void {
    try {
      const { from, userIds, event } = JSON.parse(raw) as { from: string; userIds: number[]; event: LiveEvent };
      if (from !== this.self) this.deliverHere(userIds, event);
    } catch (error) {
      this.log.warn({ err: error }, 'unreadable live event');
    }
  }

  private deliverHere(userIds: readonly number[], event: LiveEvent): void {
    for (const userId of userIds) for (const connection of this.streams.get(userId) ?? []) connection.send(event);
  }

  private presenceKey(userId: number): string {
    return `${this.presencePrefix}${userId}`;
  }
}
