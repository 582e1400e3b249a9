import { type ChildProcess, fork } from 'node:child_process';
import argon2, { type HashOptions } from 'argon2';
import { workerEntry } from './worker-entry';

/** A job for the hasher process (workers/password-hasher.ts); on the wire with an id, and what it answers. */
type HasherJob = { op: 'hash'; password: string; options: HashOptions } | { op: 'verify'; hash: string; password: string };
export type HasherRequest = HasherJob & { id: number };
export type HasherReply = { id: number; result: string | boolean } | { id: number; error: string };

/** argon2's hash and verify, wherever they run. */
export interface PasswordHasher {
  hash(password: string, options: HashOptions): Promise<string>;
  /** False for a wrong password and for anything that is not an argon2 hash. */
  verify(hash: string, password: string): Promise<boolean>;
  close(): Promise<void>;
}

/** In this process, on libuv's threads at normal priority: tests, whose hashes are cheap. */
export const inlineHasher: PasswordHasher = {
  hash: (password, options) => argon2.hash(password, options),
  verify: (hash, password) => argon2.verify(hash, password).catch(() => false),
  close: async () => undefined,
};

type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };
/** One hasher process and the calls it has not answered yet. */
type Hasher = { child: ChildProcess; pending: Map<number, Pending> };

/**
 * argon2 in a child process at a below-normal CPU priority (nice 10): under load the kernel
 * gives request handling the cores first, which no bound on our own threads could do. Started at
 * the first call; if it dies, the calls in flight fail and the next call starts a new one.
 */
export class ChildProcessHasher implements PasswordHasher {
  private starting: Promise<Hasher> | null = null;
  private running: ChildProcess | null = null;
  private nextId = 1;

  /** The hasher's process id once it runs (tests look at its priority). */
  get pid(): number | undefined {
    return this.running?.pid;
  }

  hash(password: string, options: HashOptions): Promise<string> {
    return this.call({ op: 'hash', password, options }) as Promise<string>;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.call({ op: 'verify', hash, password }) as Promise<boolean>;
  }

  async close(): Promise<void> {
    const child = this.running;
    this.starting = null;
    this.running = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill();
    await exited;
  }

  private async call(request: HasherJob) {
    const { child, pending } = await this.start();
    const id = this.nextId++;
    return new Promise<string | boolean>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      child.send({ ...request, id } satisfies HasherRequest);
    });
  }

  private start(): Promise<Hasher> {
    if (this.starting) return this.starting;
    const { file, execArgv } = workerEntry('password-hasher');
    const child = fork(file, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const pending = new Map<number, Pending>();
    this.running = child;
    const forget = () => {
      if (this.running !== child) return;
      this.running = null;
      this.starting = null;
    };
    child.on('message', (reply: HasherReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.result);
    });
    child.on('error', (error) => {
      // A message that could not be sent: its call fails, the next call finds out whether the process lives.
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
    child.on('exit', (code, signal) => {
      forget();
      const stopped = new Error(`The password hasher stopped (${signal ?? code})`);
      for (const waiting of pending.values()) waiting.reject(stopped);
      pending.clear();
    });
    const started = new Promise<Hasher>((resolve, reject) => {
      // Its first message says it is ready.
      child.once('message', () => resolve({ child, pending }));
      child.once('error', reject);
      child.once('exit', (code, signal) => reject(new Error(`The password hasher exited at start (${signal ?? code})`)));
    });
    // A failed start is not kept: the next call tries again.
    this.starting = started.catch((error: unknown) => {
      forget();
      throw error;
    });
    return this.starting;
  }
}
