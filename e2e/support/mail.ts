/** The API's outbox (DATA_DIR/outbox, one .eml per mail when no SMTP_URL is set), read like an inbox. */
import fs from 'node:fs';
import path from 'node:path';
import { type AddressObject, simpleParser } from 'mailparser';

/** A mail as its recipient's program shows it: headers and both parts decoded. */
export interface Mail {
  /** "Name <address>". */
  from: string;
  to: string[];
  date: Date | undefined;
  subject: string;
  text: string;
  html: string;
}

async function readMail(raw: Buffer): Promise<Mail> {
  const mail = await simpleParser(raw);
  const addresses = (field: AddressObject | AddressObject[] | undefined) => [field ?? []].flat().flatMap((object) => object.value);
  const [from] = addresses(mail.from);
  return {
    from: from ? `${from.name} <${from.address ?? ''}>` : '',
    to: addresses(mail.to).map((address) => address.address ?? ''),
    date: mail.date,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}

/** Every mail whose To: is `email`, oldest first (file names start with the send time). */
export async function mailsTo(email: string): Promise<Mail[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  const files = fs.readdirSync(outbox).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((file) => readMail(fs.readFileSync(path.join(outbox, file)))));
  return mails.filter((mail) => mail.to.some((address) => address.toLowerCase() === email.toLowerCase()));
}

/**
 * The token of the newest `/confirm-email?token=…` or `/reset-password?token=…` link mailed to
 * `email`, waiting up to 10 s for it (the reset mail is sent after the API has answered). Open
 * `${linkPath}?token=${token}` on the page's own origin: the link's origin is PUBLIC_WEB_URL.
 */
export async function mailedToken(
  email: string,
  linkPath: '/confirm-email' | '/reset-password' | '/favorable/confirm',
  { atLeast = 1 }: { atLeast?: number } = {},
): Promise<string> {
  const pattern = new RegExp(`${linkPath}\\?token=([A-Za-z0-9_-]+)`, 'g');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const tokens = (await mailsTo(email)).flatMap((mail) => [...mail.text.matchAll(pattern)].map((m) => m[1] ?? ''));
    // A link sent again supersedes the earlier one: wait for the newest, not the first to arrive.
    const token = tokens.length >= atLeast ? tokens.at(-1) : undefined;
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no ${linkPath} link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
