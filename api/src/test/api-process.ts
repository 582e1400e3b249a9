/**
 * The API as a real child process (`tsx src/server.ts`, exactly what `npm run api` starts) on its
 * own temp DATA_DIR and, on PostgreSQL, its own schema. Used where in-process `inject()` cannot
 * tell the truth: SIGKILL durability (test) and load (bench/load.ts, so the load generator does
 * not share an event loop with the server).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_TRADER_DETAILS, decodeMail, dropSchema } from './helpers';
import { currentConsent } from '@craft/shared/legal';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where one API instance keeps its data; survives restarts until `drop()`. */
export interface ApiStorage {
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
  /** Human-readable, for reports: "SQLite" or "PostgreSQL". */
  label: string;
  drop(): Promise<void>;
}

/** A temp DATA_DIR and, with a database URL, a fresh PostgreSQL schema (created by the API at start). */
export async function tempStorage(databaseUrl: string | null, prefix = 'craft-api-proc-'): Promise<ApiStorage> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const databaseSchema = databaseUrl ? `proc_${randomBytes(6).toString('hex')}` : null;
  return {
    dataDir,
    databaseUrl,
    databaseSchema,
    label: databaseUrl ? 'PostgreSQL' : 'SQLite',
    async drop() {
      await fs.rm(dataDir, { recursive: true, force: true });
      if (databaseUrl && databaseSchema) await dropSchema(databaseUrl, databaseSchema);
    },
  };
}

/** A port nobody listens on right now (the child binds it a moment later). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** The last few KB of the child's stdout and stderr, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, like a power cut for the process (not for the disk). */
  kill(): Promise<void>;
  /** SIGTERM (graceful drain), SIGKILL if it hangs. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts the API on `storage` and resolves once GET /health answers 200; `env.PORT` keeps an address (a restart), else a free port. */
export async function startApiProcess(storage: ApiStorage, env: Record<string, string> = {}, startTimeoutMs = 90_000): Promise<ApiProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl ?? '',
      DATABASE_SCHEMA: storage.databaseSchema ?? '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A failing test must not leave a server running behind it.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  child.once('exit', () => process.off('exit', reap));

  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    url,
    child,
    output: () => tail,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      const done = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode} during start:\n${tail}`);
    const health = await httpRequest(url, 'GET', '/health').catch(() => null);
    if (health?.status === 200) return api;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await api.kill();
  throw new Error(`API did not answer /health within ${startTimeoutMs} ms:\n${tail}`);
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface HttpOptions {
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Any 127.x.y.z: the API's per-IP limits see a different client (Linux routes all of 127/8 to lo). */
  localAddress?: string;
  agent?: http.Agent;
}

/**
 * One HTTP request with node:http (not fetch: fetch cannot pick the local address). Rejects only
 * on a transport failure (e.g. the server was killed), never on a status code.
 */
export function httpRequest(base: string, method: string, urlPath: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(urlPath, base),
      {
        method,
        headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        localAddress: options.localAddress,
        agent: options.agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The JSON body of an answer, typed by the caller (tests and benches trust their own API). */
export function jsonOf<T>(answer: HttpAnswer): T {
  return JSON.parse(answer.body.toString('utf8')) as T;
}

export interface HttpUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** Registers and logs in one user over HTTP (production password cost: about a second each). */
/**
 * Registers and logs in over HTTP. With `dataDir` (the instance's DATA_DIR, outbox mail) it first
 * follows the confirmation link like the user would: sellers publish only once confirmed.
 */
export async function registerOverHttp(
  base: string,
  role: 'buyer' | 'seller',
  email: string,
  { localAddress, dataDir }: { localAddress?: string; dataDir?: string } = {},
): Promise<HttpUser> {
  const password = 'correct horse battery';
  const json = { 'content-type': 'application/json' };
  const profile = { firstname: 'Load', lastname: role, post_number: '12345', street: 'Street 1', phone: '0123', role, company_name: `${role} ${email}`, ...currentConsent() };
  const created = await httpRequest(base, 'POST', '/users', { headers: json, body: JSON.stringify({ email, password, ...profile }), localAddress });
  if (created.status !== 201) throw new Error(`register ${email}: ${created.status} ${created.body.toString()}`);
  if (dataDir) {
    const token = await outboxToken(dataDir, email);
    const confirmed = await httpRequest(base, 'POST', '/users/confirm-email', { headers: json, body: JSON.stringify({ token }), localAddress });
    if (confirmed.status !== 204) throw new Error(`confirm ${email}: ${confirmed.status} ${confirmed.body.toString()}`);
  }
  const login = await httpRequest(base, 'POST', '/users/login', { headers: json, body: JSON.stringify({ email, password }), localAddress });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${login.body.toString()}`);
  const { access_token, user } = jsonOf<{ access_token: string; user: { id: number } }>(login);
  if (role === 'seller') {
    // His services are public only with trader details (routes/sellers/trader.ts).
    const headers = { ...json, authorization: `Bearer ${access_token}` };
    const trader = await httpRequest(base, 'PUT', '/sellers/me/trader', { headers, body: JSON.stringify(TEST_TRADER_DETAILS), localAddress });
    if (trader.status !== 200) throw new Error(`trader details ${email}: ${trader.status} ${trader.body.toString()}`);
  }
  return { id: user.id, email, password, token: access_token };
}

/** The confirmation token mailed to `email`, read from DATA_DIR/outbox (waits up to 10 s for the file). */
async function outboxToken(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const names = await fs.readdir(outbox).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const mail = await decodeMail(await fs.readFile(path.join(outbox, name)));
      const token = mail.includes(`To: ${email}`) ? /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] : undefined;
      if (token) return token;
    }
    if (Date.now() > deadline) throw new Error(`no confirmation mail for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
