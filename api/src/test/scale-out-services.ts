/**
 * What the scale-out test and bench start on loopback: API instances as child processes, an
 * S3-protocol store (s3rver) and an SMTP sink that can hold a message mid-DATA, so a test can
 * kill the sending instance at that moment.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import type { S3Config } from '../config';

export interface S3Sandbox {
  config: S3Config;
  close(): Promise<void>;
}

/**
 * A fresh bucket on a fresh s3rver (the bucket is created by configuration, as an operator would).
 * `listing`: s3rver computes a different signature than the SDK for bucket listings
 * (ListObjectsV2), so a test that lists turns its signature check off.
 */
export async function startS3(bucket = 'craft-test', { listing = false }: { listing?: boolean } = {}): Promise<S3Sandbox> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }], allowMismatchedSignatures: listing });
  const { port } = (await server.run()) as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: null,
      signedUrlSeconds: 0,
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** One accepted message: the EHLO name tells which instance delivered it. */
export interface DeliveredMail {
  messageId: string;
  raw: string;
  client: string;
}

export interface SmtpSink {
  port: number;
  delivered: DeliveredMail[];
  /** Resolves with the EHLO name of the first client whose message body has arrived; that message is never acknowledged. */
  holdNext(): Promise<string>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const delivered: DeliveredMail[] = [];
  let hold: ((client: string) => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const client = session.hostNameAppearsAs;
        if (hold) {
          // Never answered: the sender dies waiting for the 250, so this copy is not delivered.
          hold(client);
          hold = null;
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        delivered.push({ messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '', raw, client });
        callback();
      });
    },
  });
  server.on('error', () => undefined); // a sender killed mid-session resets its connection
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    delivered,
    holdNext: () => new Promise<string>((resolve) => (hold = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One API child process. */
export interface Instance {
  name: string;
  url: string;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `tsx src/server.ts` (what `npm run api` runs) on a free port and its own DATA_DIR; resolves on /health 200. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `craft-scale-${name}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    name: `instance-${name}`,
    url: base,
    fetch: (pathname, init) => fetch(base + pathname, init),
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await withTimeout(exited, 10_000, 'graceful stop').catch(() => instance.kill());
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitFor(() => instance.fetch('/health').then((r) => r.status).catch(() => 0), (status) => status === 200, 45_000);
  } catch (error) {
    await instance.stop();
    throw new Error(`instance ${name} did not start: ${String(error)}\n${output}`);
  }
  return instance;
}

export async function waitFor<T>(probe: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: timed out`)), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Only this run's keys: other people's runs share the Redis. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
