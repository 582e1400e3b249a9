import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { randomToken } from '../lib/random';
import { type MailLogger, type MailMessage, type MailSender, type MailService, redactEmail } from './mailer';

export interface DbMailQueueOptions {
  db: Kysely<Database>;
  sender: MailSender;
  from: string;
  log: MailLogger;
  /** Back-off per retry; the row is dropped (and logged) after the last. */
  retryDelaysMs: number[];
  /** A row whose worker stopped renewing its claim this long ago goes back to the queue. */
  leaseMs: number;
  /** How often the worker looks for rows of other instances or from before a restart; 0 = only at start and on retries. */
  pollMs: number;
  /** Used when the database cannot take the message either, so the mail is still tried from this process. */
  fallback: MailService;
}

interface QueuedRow {
  id: number;
  message_id: string;
  message: string;
  attempts: number;
}

/** Rows one look claims: a few, so one instance does not hold a backlog the others could send. */
const CLAIM_BATCH = 10;

/**
 * Mail in the database (table mail_queue), where it waits while Redis is unreachable: the mail
 * survives the instance that accepted it, and any instance's worker sends it, before and after
 * Redis comes back. A row is sent right away by the instance that wrote it (claimed in the same
 * INSERT); rows left over (a crash, a restart, a retry) are claimed by one conditional UPDATE that
 * writes a fresh token and a lease, so two instances never take the same row, and the claim is
 * renewed while the transport works. The row is deleted once the transport accepted the mail.
 * The Message-ID is the row's, so the one window left (a crash between the acceptance and the
 * delete) repeats the mail with the same Message-ID, which the .eml outbox writes once.
 */
export class DbMailQueue implements MailService {
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private polling = false;
  /** A look was asked for while one ran: it runs again when that one ends. */
  private lookAgain = false;
  private closed = false;

  constructor(private readonly options: DbMailQueueOptions) {}

  /** Sends what is due now (rows from before a restart), then looks again every `pollMs`. */
  start(): void {
    this.poll();
    if (this.options.pollMs > 0) this.every(this.options.pollMs);
  }

  send(message: MailMessage): void {
    this.track(this.enqueueAndDeliver(message));
  }

  /** Inserts and sends in flight here, and looks at the table in progress. Retries waiting in the table are not awaited. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
    await this.options.fallback.idle();
  }

  /** Finishes the mails this instance holds; the rest stay in the table for the next start or another instance. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.idle();
    await this.options.fallback.close();
  }

  /** Claims due rows (not claimed, or whose claim lapsed) and sends them; one look at a time per instance. */
  poll(): void {
    if (this.closed) return;
    if (this.polling) {
      this.lookAgain = true;
      return;
    }
    this.polling = true;
    const run = this.claimAndDeliver()
      .catch((error: unknown) => this.options.log.error({ reason: reasonOf(error) }, 'mail queue table unavailable, looking again later'))
      .finally(() => {
        this.polling = false;
        if (this.lookAgain) {
          this.lookAgain = false;
          this.poll();
        }
      });
    this.track(run);
  }

  private async enqueueAndDeliver(message: MailMessage): Promise<void> {
    const { db, log, leaseMs, fallback } = this.options;
    const token = randomToken();
    const now = Date.now();
    let row: QueuedRow;
    try {
      const inserted = await db
        .insertInto('mail_queue')
        .values({
          message_id: randomUUID(),
          message: JSON.stringify(message),
          attempts: 0,
          next_attempt_at: new Date(now).toISOString(),
          // Claimed by this instance from the start: it sends the row now, nobody else does.
          claim_token: token,
          claimed_until: new Date(now + leaseMs).toISOString(),
          created_at: new Date(now).toISOString(),
        })
        .returning(['id', 'message_id', 'message', 'attempts'])
        .executeTakeFirstOrThrow();
      row = inserted;
    } catch (error) {
      log.error({ to: redactEmail(message.to), reason: reasonOf(error) }, 'mail queue table unavailable, sending from this instance');
      fallback.send(message);
      return;
    }
    await this.deliver(row, token);
  }

  private async claimAndDeliver(): Promise<void> {
    const { db, leaseMs } = this.options;
    const now = new Date().toISOString();
    const token = randomToken();
    const due = await db
      .selectFrom('mail_queue')
      .select('id')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(CLAIM_BATCH)
      .execute();
    if (!due.length) return;
    // The conditions again in the UPDATE: a row another instance claimed since the SELECT is skipped.
    await db
      .updateTable('mail_queue')
      .set({ claim_token: token, claimed_until: new Date(Date.now() + leaseMs).toISOString() })
      .where('id', 'in', due.map((row) => row.id))
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .execute();
    const claimed = await db.selectFrom('mail_queue').select(['id', 'message_id', 'message', 'attempts']).where('claim_token', '=', token).execute();
    await Promise.all(claimed.map((row) => this.deliver(row, token)));
    // A full batch may mean more are due.
    if (due.length === CLAIM_BATCH) this.lookAgain = true;
  }

  /** Sends one claimed row; afterwards deletes it, or hands it back with a later due time. */
  private async deliver(row: QueuedRow, token: string): Promise<void> {
    const { db, sender, from, log, leaseMs, retryDelaysMs } = this.options;
    const mine = () => db.updateTable('mail_queue').where('id', '=', row.id).where('claim_token', '=', token);
    const renew = setInterval(() => {
      void mine()
        .set({ claimed_until: new Date(Date.now() + leaseMs).toISOString() })
        .execute()
        .catch(() => undefined);
    }, Math.max(100, Math.floor(leaseMs / 3)));
    renew.unref();
    let message: MailMessage | null = null;
    try {
      message = JSON.parse(row.message) as MailMessage;
      await sender({ ...message, from, messageId: `<${row.message_id}@mail.craft>` });
    } catch (error) {
      clearInterval(renew);
      const attempts = row.attempts + 1;
      const delay = retryDelaysMs[row.attempts];
      const fields = { to: message ? redactEmail(message.to) : '***', reason: reasonOf(error), attempts, job: row.message_id };
      try {
        if (delay === undefined) {
          await db.deleteFrom('mail_queue').where('id', '=', row.id).where('claim_token', '=', token).execute();
          log.error(fields, 'mail dropped after retries');
          return;
        }
        await mine()
          .set({ attempts, next_attempt_at: new Date(Date.now() + delay).toISOString(), claim_token: null, claimed_until: null })
          .execute();
        log.error({ ...fields, retryInMs: delay }, 'mail send failed, will retry');
        this.later(delay);
      } catch (writeError) {
        // The claim lapses by itself; the row is tried again then.
        log.error({ ...fields, reason: reasonOf(writeError) }, 'mail send failed, its row waits for its claim to lapse');
      }
      return;
    }
    clearInterval(renew);
    log.info({ to: redactEmail(message.to), subject: message.subject, job: row.message_id }, 'mail sent');
    await db
      .deleteFrom('mail_queue')
      .where('id', '=', row.id)
      .where('claim_token', '=', token)
      .execute()
      .catch((error: unknown) => log.error({ job: row.message_id, reason: reasonOf(error) }, 'sent mail left in the queue table; it is sent again with the same Message-ID'));
  }

  /** One more look after `ms` (a retry's back-off). */
  private later(ms: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.poll();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private every(ms: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.poll();
      this.every(ms);
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) => this.options.log.error({ reason: reasonOf(error) }, 'mail queue failure'))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
