import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AddressObject, simpleParser } from 'mailparser';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { currentConsent } from '@craft/shared/legal';
import { generate } from 'otplib';
import { createOperator } from '../routes/moderation/operators';

/** Set by scripts/run-tests.mjs for the PostgreSQL pass; unset means SQLite. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  /** Closes the app and builds a new one on the same data (DATA_DIR and database schema). */
  restart(): Promise<FastifyInstance>;
  /** Closes the app and removes its data (temp dir, PostgreSQL schema). */
  cleanup(): Promise<void>;
}

/**
 * A fresh app on fresh storage: a temp DATA_DIR and, on PostgreSQL, its own schema, so parallel
 * runs never collide. Password hashing is cheap here only (production keeps argon2's defaults).
 */
export async function createTestContext(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-api-test-'));
  const schema = TEST_DATABASE_URL ? `test_${randomBytes(6).toString('hex')}` : null;
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir }),
    databaseUrl: TEST_DATABASE_URL,
    databaseSchema: schema,
    passwordHash: { memoryCost: 4096, timeCost: 2, parallelism: 1 },
    // No hasher process per test app; lib/password-hasher.test.ts and the API-process tests use it.
    passwordHashing: 'inline',
    // Load shedding is tested on its own (work-pool.test.ts); a busy test machine must not trip it elsewhere.
    eventLoopDelayLimitMs: 0,
    mailRetryDelaysMs: [20, 40],
    checkResponses: true,
    ...overrides,
  };
  const context: TestContext = {
    app: await buildApp(config, { logger: false }),
    config,
    async restart() {
      await context.app.close();
      context.app = await buildApp(config, { logger: false });
      return context.app;
    },
    async cleanup() {
      await context.app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
      if (TEST_DATABASE_URL && schema) await dropSchema(TEST_DATABASE_URL, schema);
    },
  };
  return context;
}

/** Removes a test's PostgreSQL schema with everything in it. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

let counter = 0;
/** A unique e-mail per call, so tests never collide on the unique index. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++counter}@test.craft`;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** A mail as its recipient's program shows it: headers and both parts decoded (quoted-printable, encoded words). */
export interface ReadMail {
  /** "Name <address>". */
  from: string;
  to: string[];
  subject: string;
  /** The message's own type ("multipart/alternative"). */
  contentType: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export async function readMail(raw: string | Buffer): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  const addresses = (field: AddressObject | AddressObject[] | undefined) => [field ?? []].flat().flatMap((object) => object.value);
  const [from] = addresses(mail.from);
  const contentType = mail.headers.get('content-type');
  return {
    from: from ? `${from.name} <${from.address ?? ''}>` : '',
    to: addresses(mail.to).map((address) => address.address ?? ''),
    subject: mail.subject ?? '',
    contentType: typeof contentType === 'object' && 'value' in contentType ? String(contentType.value) : '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content })),
  };
}

/** A read mail as one string to search: its From:, To: and Subject: lines, then the text and the HTML part. */
const searchable = (mail: ReadMail): string => [`From: ${mail.from}`, `To: ${mail.to.join(', ')}`, `Subject: ${mail.subject}`, '', mail.text, mail.html].join('\n');

/** A raw mail (.eml, or what SMTP received) as one decoded string to search. */
export async function decodeMail(raw: string | Buffer): Promise<string> {
  return searchable(await readMail(raw));
}

/** The messages of the outbox (DATA_DIR/outbox, one .eml per mail) addressed to `to`, read, oldest first. */
export async function outboxMessages(app: FastifyInstance, to: string): Promise<ReadMail[]> {
  await app.mailer.idle();
  const dir = path.join(app.config.dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(names.map(async (name) => readMail(await fs.readFile(path.join(dir, name)))));
  return mails.filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));
}

/** The same, each as one decoded string to search. */
export async function outboxMails(app: FastifyInstance, to: string): Promise<string[]> {
  return (await outboxMessages(app, to)).map(searchable);
}

/** Every token of `<origin><linkPath>?token=…` links mailed to `to`, oldest first. */
export async function mailedTokens(app: FastifyInstance, to: string, linkPath: '/confirm-email' | '/reset-password' | '/favorable/confirm'): Promise<string[]> {
  const pattern = new RegExp(`${linkPath}\\?token=([A-Za-z0-9_-]+)`, 'g');
  // Once per mail: the text and the HTML part carry the same link.
  return (await outboxMails(app, to)).flatMap((mail) => [...new Set([...mail.matchAll(pattern)].map((match) => match[1] ?? ''))]);
}

/** The newest such token, waiting (up to 5 s) for its mail: some are sent after the answer. */
export async function mailedToken(app: FastifyInstance, to: string, linkPath: '/confirm-email' | '/reset-password' | '/favorable/confirm', after = 0): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const tokens = await mailedTokens(app, to, linkPath);
    if (tokens.length > after) return tokens[tokens.length - 1] ?? '';
    if (Date.now() > deadline) throw new Error(`no ${linkPath} link mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Follows the confirmation link mailed at registration, as the user would. */
export async function confirmEmail(app: FastifyInstance, email: string): Promise<void> {
  const token = await mailedToken(app, email, '/confirm-email');
  const confirmed = await app.inject({ method: 'POST', url: '/users/confirm-email', payload: { token } });
  if (confirmed.statusCode !== 204) throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
}

/** Valid trader details (DSA Art. 30), as a craftsman submits them with PUT /sellers/me/trader. */
export const TEST_TRADER_DETAILS = {
  legal_name: 'Test Handwerk GmbH',
  legal_form: 'GmbH',
  street: 'Teststraße 1',
  postcode: '20457',
  city: 'Hamburg',
  phone: '+49 40 7654321',
  email: 'kontakt@test-handwerk.example',
  register_type: 'handelsregister',
  register_number: 'HRB 98765',
  register_court: 'Amtsgericht Hamburg',
  vat_id: 'DE 136 695 976',
  self_certification: true,
} as const;

/** Submits the trader details a craftsman's services wait for before they are public. */
export async function submitTraderDetails(app: FastifyInstance, seller: Pick<TestUser, 'auth'>): Promise<void> {
  const response = await app.inject({ method: 'PUT', url: '/sellers/me/trader', headers: seller.auth, payload: TEST_TRADER_DETAILS });
  if (response.statusCode !== 200) throw new Error(`trader details failed: ${response.statusCode} ${response.body}`);
}

/**
 * Registers, follows the e-mailed confirmation link (unless `confirmed: false`: some actions wait
 * for it) and logs in. A craftsman has submitted his trader details, so his services are public,
 * unless `trader: false` (for tests of the details and of the gate before them).
 */
export async function registerAndLogin(
  app: FastifyInstance,
  role: 'buyer' | 'seller' = 'buyer',
  extra: Record<string, unknown> = {},
  { confirmed = true, trader = true }: { confirmed?: boolean; trader?: boolean } = {},
): Promise<TestUser> {
  const email = uniqueEmail(role);
  const password = 'correct horse battery';
  const created = await app.inject({
    method: 'POST',
    url: '/users',
    payload: { email, password, firstname: 'Test', lastname: role, post_number: '12345', street: 'Street 1', phone: '0123', role, ...currentConsent(), ...extra },
  });
  if (created.statusCode !== 201) throw new Error(`register failed: ${created.statusCode} ${created.body}`);
  if (confirmed) await confirmEmail(app, email);
  const login = await app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { access_token, user } = login.json<{ access_token: string; user: { id: number } }>();
  const auth = { authorization: `Bearer ${access_token}` };
  if (role === 'seller' && trader) await submitTraderDetails(app, { auth });
  return { id: user.id, email, password, token: access_token, auth };
}

export async function createService(app: FastifyInstance, seller: TestUser, body: Record<string, unknown> = {}): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/services',
    headers: seller.auth,
    payload: { seller_id: seller.id, category_id: 1, title: 'Test service', description: 'A test', price: 100, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`create service failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Sets a craftsman's service area (quotation requests reach him only inside it). */
export async function setServiceArea(app: FastifyInstance, seller: TestUser, post_number: string, radius_km = 30): Promise<void> {
  const response = await app.inject({ method: 'PUT', url: '/sellers/me/service-area', headers: seller.auth, payload: { post_number, radius_km } });
  if (response.statusCode !== 200) throw new Error(`set service area failed: ${response.statusCode} ${response.body}`);
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Builds a multipart/form-data body by hand, so tests control every byte. */
export function multipart(fields: Record<string, string>, file?: FilePart): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----craft${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
export const png = () => sharp({ create: { width: 32, height: 32, channels: 4, background: '#3366ff' } }).png().toBuffer();

/** The smallest thing file-type recognises as a PDF. */
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** An operator made as `npm run operator:create` makes one, signed in with a current TOTP code. */
export async function createOperatorAndLogin(app: FastifyInstance): Promise<TestUser & { totpSecret: string }> {
  const email = uniqueEmail('operator');
  const password = 'moderate calmly and fairly';
  const operator = await createOperator(app, { email, password });
  const login = await app.inject({ method: 'POST', url: '/users/login', payload: { email, password, totp: await generate({ secret: operator.totpSecret }) } });
  if (login.statusCode !== 200) throw new Error(`operator login failed: ${login.statusCode} ${login.body}`);
  const { access_token } = login.json<{ access_token: string }>();
  return { id: operator.id, email, password, token: access_token, auth: { authorization: `Bearer ${access_token}` }, totpSecret: operator.totpSecret };
}
