import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { randomToken } from '../lib/random';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML; with it, the mail is multipart/alternative (text first, for plain readers). */
  html?: string;
  /** Files sent with the mail (an invoice PDF); base64, so a queued message stays plain JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What routes use (`app.mailer`): in-process retries on one instance, a shared queue on several. */
export interface MailService {
  /** Never throws and never blocks the request. */
  send(message: MailMessage): void;
  /** Resolves when nothing this instance started is still in flight (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Delivers one message or throws; the Mailer wraps it with retries. `messageId` (the queue's job
 * id) makes a repeated delivery recognisable: the outbox keeps one file per id, and SMTP
 * receivers see the same Message-ID.
 */
export type MailSender = (message: MailMessage & { from: string; messageId?: string }) => Promise<void>;

/** SMTP when a URL is configured, else one .eml file per message in `outboxDir` (development, tests). */
export function createSender(smtpUrl: string | null, outboxDir: string): MailSender {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return async (message) => {
      await transport.sendMail(envelope(message));
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await transport.sendMail(envelope(message));
    await fsp.mkdir(outboxDir, { recursive: true });
    if (!message.messageId) {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken()}.eml`;
      await fsp.writeFile(path.join(outboxDir, name), info.message as Buffer);
      return;
    }
    await writeOnce(path.join(outboxDir, `${message.messageId.replace(/[^A-Za-z0-9@._-]/g, '')}.eml`), info.message as Buffer);
  };
}

/** What nodemailer gets: both parts when there is an HTML one (it builds multipart/alternative). */
function envelope(message: MailMessage & { from: string; messageId?: string }) {
  const { to, from, subject, text, html, messageId, attachments } = message;
  return {
    to,
    from,
    subject,
    text,
    ...(html ? { html } : {}),
    ...(messageId ? { messageId } : {}),
    ...(attachments?.length
      ? { attachments: attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.contentBase64, encoding: 'base64' })) }
      : {}),
  };
}

/** Whole file or nothing, and only once per name: a repeated delivery of the same message is a no-op. */
async function writeOnce(target: string, data: Buffer): Promise<void> {
  const temp = `${target}.${randomToken()}.tmp`;
  await fsp.writeFile(temp, data, { flag: 'wx' });
  try {
    await fsp.link(temp, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fsp.rm(temp, { force: true });
  }
}

/**
 * Fire-and-forget delivery: `send` never throws and never blocks the request; a failed attempt is
 * logged and retried after each delay in `retryDelaysMs`. Pending retries live in memory, so
 * `drain()` on shutdown delivers what it can.
 */
export class Mailer implements MailService {
  private readonly pending = new Set<Promise<void>>();
  private readonly retries = new Map<NodeJS.Timeout, () => void>();
  private closed = false;

  constructor(
    private readonly sender: MailSender,
    private readonly from: string,
    private readonly log: MailLogger,
    private readonly retryDelaysMs: number[],
  ) {}

  send(message: MailMessage): void {
    this.attempt(message, 0);
  }

  private attempt(message: MailMessage, attemptIndex: number): void {
    const run = this.sender({ ...message, from: this.from })
      .then(() => this.log.info({ to: redactEmail(message.to), subject: message.subject }, 'mail sent'))
      .catch((error: unknown) => {
        const delay = this.retryDelaysMs[attemptIndex];
        const reason = error instanceof Error ? error.message : String(error);
        if (delay === undefined || this.closed) {
          this.log.error({ to: redactEmail(message.to), reason, attempts: attemptIndex + 1 }, 'mail dropped after retries');
          return;
        }
        this.log.error({ to: redactEmail(message.to), reason, retryInMs: delay }, 'mail send failed, will retry');
        const retry = () => {
          this.retries.delete(timer);
          this.attempt(message, attemptIndex + 1);
        };
        const timer = setTimeout(retry, delay);
        timer.unref();
        this.retries.set(timer, retry);
      })
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Resolves when no send is in flight (tests, shutdown). Scheduled retries are not awaited. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  /** On shutdown: retry once now what was waiting, then stop. */
  async close(): Promise<void> {
    this.closed = true;
    for (const [timer, retry] of [...this.retries]) {
      clearTimeout(timer);
      retry();
    }
    await this.idle();
  }
}

/** Logs keep the domain only: an address is personal data. */
export function redactEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `***${address.slice(at)}` : '***';
}
