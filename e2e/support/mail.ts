/** The API's outbox (DATA_DIR/outbox, one .eml per mail when no SMTP_URL is set), read like an inbox. */
import fs from 'node:fs';
import path from 'node:path';

/** Undoes quoted-printable (used when a line is long): soft line breaks joined, `=3D` back to `=`. */
export function decodeMail(raw: string): string {
  return Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** Every decoded mail whose To: is `email`, oldest first (file names start with the send time). */
export function mailsTo(email: string): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  const to = new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'im');
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => decodeMail(fs.readFileSync(path.join(outbox, file), 'utf8')))
    .filter((mail) => to.test(mail));
}

/**
 * The token of the newest `/confirm-email?token=…` or `/reset-password?token=…` link mailed to
 * `email`, waiting up to 10 s for it (the reset mail is sent after the API has answered). Open
 * `${linkPath}?token=${token}` on the page's own origin: the link's origin is PUBLIC_WEB_URL.
 */
export async function mailedToken(email: string, linkPath: '/confirm-email' | '/reset-password' | '/favorable/confirm'): Promise<string> {
  const pattern = new RegExp(`${linkPath}\\?token=([A-Za-z0-9_-]+)`, 'g');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const tokens = mailsTo(email).flatMap((mail) => [...mail.matchAll(pattern)].map((m) => m[1] ?? ''));
    const token = tokens.at(-1);
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no ${linkPath} link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
