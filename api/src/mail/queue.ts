import { randomUUID } from 'node:crypto';
import { type Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { closeWithin } from '../lib/close-within';
import { type MailLogger, type MailMessage, type MailSender, type MailService, redactEmail } from './mailer';

export interface QueuedMailerOptions {
  /** REDIS_URL; the queue and its worker open their own connections (the worker's blocks). */
  redisUrl: string;
  /** Shared connection for the sent-markers. */
  redis: Redis;
  /** REDIS_PREFIX: keeps the queue and markers apart from other deployments in the same Redis. */
  prefix: string;
  sender: MailSender;
  from: string;
  log: MailLogger;
  /** Back-off per retry; the job fails for good after the last. */
  retryDelaysMs: number[];
  /** A job whose worker stopped renewing its lock this long ago goes back to the queue. */
  lockMs: number;
  /** Used when the queue cannot take a message (Redis down): the database queue, so the mail is still sent and survives a crash. */
  fallback: MailService;
  /** Whether Redis answers now; while it does not, mail goes to the fallback without trying the queue. */
  redisUp?: () => boolean;
  /** How long a shutdown waits for the deliveries in flight (default 10 s). */
  closeGraceMs?: number;
}

const SENT_MARKER_TTL_S = 7 * 24 * 3600;
/** How long a shutdown waits for a Redis connection to say goodbye before cutting it. */
const CLOSE_WAIT_MS = 2_000;

/**
 * Mail through a BullMQ queue in Redis that every instance works on. A mail survives the
 * instance that accepted it: if the worker sending it dies, its lock expires and another
 * instance's worker takes the job over. The job id is the Message-ID and a sent-marker is set
 * right after delivery, so a taken-over job that was in fact delivered is not sent again.
 * While Redis is away, mail goes to `fallback`: the database queue (db-queue.ts), which keeps
 * the same guarantees in the table mail_queue until it is sent.
 */
export class QueuedMailer implements MailService {
  private readonly queue: Queue<MailMessage>;
  private readonly worker: Worker<MailMessage>;
  private readonly pending = new Set<Promise<void>>();
  private readonly delivering = new Set<Promise<void>>();

  constructor(private readonly options: QueuedMailerOptions) {
    const { redisUrl, prefix, retryDelaysMs, lockMs, log } = options;
    const bullPrefix = `${prefix}bull`;
    this.queue = new Queue<MailMessage>('mail', {
      // Fails at once while Redis is away, so send() falls back instead of waiting.
      connection: { url: redisUrl, maxRetriesPerRequest: 3, enableOfflineQueue: false },
      prefix: bullPrefix,
      defaultJobOptions: {
        attempts: retryDelaysMs.length + 1,
        backoff: { type: 'custom' },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: SENT_MARKER_TTL_S },
      },
    });
    this.worker = new Worker<MailMessage>('mail', (job) => this.deliver(job), {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      prefix: bullPrefix,
      concurrency: 4,
      lockDuration: lockMs,
      stalledInterval: Math.max(500, Math.floor(lockMs / 2)),
      // A job may outlive a few crashed workers before it counts as failed.
      maxStalledCount: 3,
      settings: { backoffStrategy: (attemptsMade: number) => retryDelaysMs[attemptsMade - 1] ?? retryDelaysMs.at(-1) ?? 1_000 },
    });
    this.worker.on('failed', (job, error) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      const fields = { to: redactEmail(job.data.to), reason: error.message, attempts: job.attemptsMade, job: job.id };
      log.error(fields, final ? 'mail dropped after retries' : 'mail send failed, will retry');
    });
    this.worker.on('error', (error) => log.error({ reason: error.message }, 'mail worker error'));
    this.queue.on('error', (error) => log.error({ reason: error.message }, 'mail queue error'));
  }

  send(message: MailMessage): void {
    if (this.options.redisUp && !this.options.redisUp()) {
      this.options.fallback.send(message);
      return;
    }
    const run = this.queue
      .add('mail', message, { jobId: randomUUID() })
      .then(() => undefined)
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.options.log.error({ to: redactEmail(message.to), reason }, 'mail queue unavailable, queueing the mail in the database instead');
        this.options.fallback.send(message);
      })
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Enqueues in flight here; delivery itself may happen on any instance. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
    await this.options.fallback.idle();
  }

  /**
   * Finishes the jobs this worker holds (for at most `closeGraceMs`); waiting ones stay in Redis for
   * the other instances. The worker is then closed by force: BullMQ's own wait for its fetch loop
   * never ends after its blocking connection was cut once (Redis went away and came back), which
   * would hold the shutdown forever. A job cut off here goes back to the queue when its lock
   * expires, and the sent-marker keeps a delivered one from going out twice.
   */
  async close(): Promise<void> {
    await this.idle();
    let graceTimer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => { graceTimer = setTimeout(resolve, this.options.closeGraceMs ?? 10_000); });
    await Promise.race([Promise.allSettled([...this.delivering]), grace]);
    clearTimeout(graceTimer);
    await closeWithin('mail worker', CLOSE_WAIT_MS, () => this.worker.close(true), () => this.worker.disconnect(), this.options.log);
    // A queue connection that is reconnecting refuses QUIT (no offline queue): nothing is left to flush then.
    await closeWithin('mail queue', CLOSE_WAIT_MS, () => this.queue.close(), () => this.queue.disconnect(), this.options.log);
    await this.options.fallback.close();
  }

  private deliver(job: Job<MailMessage>): Promise<void> {
    const delivery = this.deliverOnce(job).finally(() => this.delivering.delete(delivery));
    this.delivering.add(delivery);
    return delivery;
  }

  private async deliverOnce(job: Job<MailMessage>): Promise<void> {
    const { redis, prefix, sender, from, log } = this.options;
    const marker = `${prefix}mail:sent:${job.id}`;
    if (await redis.exists(marker)) return;
    await sender({ ...job.data, from, messageId: `<${job.id}@mail.craft>` });
    await redis.set(marker, '1', 'EX', SENT_MARKER_TTL_S);
    log.info({ to: redactEmail(job.data.to), subject: job.data.subject, job: job.id }, 'mail sent');
  }
}
