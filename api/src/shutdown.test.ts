/**
 * SIGTERM drains the API process (src/server.ts, lib/graceful-shutdown.ts): the listener closes at
 * once, a request already in flight still gets its answer (with the database still open), live
 * streams are told when to reconnect, and the process exits cleanly (a real process: a signal
 * and a closing listener cannot be injected); a request that outlasts SHUTDOWN_TIMEOUT_MS is cut
 * and the exit code says so (in process, so the test does not wait for a real timeout).
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, describe, test } from 'node:test';
import type { LiveEvent } from '@craft/shared/api/conversation-types';
import { gracefulShutdown } from './lib/graceful-shutdown';
import { RECONNECT_AFTER_MS } from './lib/live-hub';
import { type ApiProcess, type ApiStorage, registerOverHttp, startApiProcess, tempStorage } from './test/api-process';
import { type TestContext, createTestContext } from './test/helpers';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

const portOf = (url: string) => Number(new URL(url).port);

const exitOf = (api: ApiProcess) =>
  new Promise<number | null>((resolve) => {
    if (api.child.exitCode !== null) resolve(api.child.exitCode);
    else api.child.once('exit', (code) => resolve(code));
  });

/** Resolves once a new TCP connection to the port is refused (polls every 20 ms, gives up after 10 s). */
async function refusesConnections(port: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    if (outcome !== 'connected' || Date.now() > deadline) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A raw HTTP request whose body is sent in two parts: `finish()` sends the rest and resolves with the whole answer. */
async function halfSentLogin(port: number, email: string, password: string) {
  const body = JSON.stringify({ email, password });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  const half = Math.floor(body.length / 2);
  socket.write(`POST /users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`);
  return {
    /** Sends the rest of the body; resolves with everything the server sent before it closed the connection. */
    async finish(): Promise<string> {
      socket.write(body.slice(half));
      await closed;
      return received;
    },
    /** Resolves with what arrived once the server closed the connection (the rest of the body never sent). */
    async cut(): Promise<string> {
      await closed;
      return received;
    },
  };
}

/** Everything GET /live sends until the server ends the stream. */
async function openStream(base: string, token: string) {
  const response = await fetch(`${base}/live`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const first = await reader.read();
  text += first.value ?? '';
  return {
    firstChunk: text,
    async untilEnd(): Promise<string> {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return text;
        text += chunk.value;
      }
    },
  };
}

const eventsOf = (text: string): LiveEvent[] => [...text.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1] ?? '') as LiveEvent);

describe('SIGTERM drains the API process', () => {
  let storage: ApiStorage | null = null;
  let api: ApiProcess | null = null;
  let ctx: TestContext | null = null;
  after(async () => {
    await api?.kill();
    await storage?.drop();
    await ctx?.cleanup();
  });

  test('the listener closes, the request in flight is answered, live streams get a reconnect hint, exit 0', async () => {
    storage = await tempStorage(TEST_DATABASE_URL, 'craft-shutdown-');
    // Far longer than the test needs, however slow the machine: the request in flight is finished by the test.
    api = await startApiProcess(storage, { SHUTDOWN_TIMEOUT_MS: '120000' });
    const port = portOf(api.url);
    const user = await registerOverHttp(api.url, 'buyer', `drain-${Date.now()}@example.com`);
    const stream = await openStream(api.url, user.token);
    assert.match(stream.firstChunk, /retry: \d+/, 'the stream starts with the usual retry hint');
    const inFlight = await halfSentLogin(port, user.email, user.password);
    const exit = exitOf(api);

    api.child.kill('SIGTERM');
    const streamText = await stream.untilEnd();
    assert.equal(await refusesConnections(port), 'ECONNREFUSED', 'no new connection is accepted');

    const answer = await inFlight.finish();
    assert.match(answer, /^HTTP\/1\.1 200 /, `the request begun before SIGTERM is answered: ${answer.slice(0, 200)}`);
    assert.match(answer, /"access_token"/, 'with the database still open');
    assert.match(answer, /\r\nconnection: close\r\n/i, 'and its connection is not kept for another request');

    // The stream ended with both forms of the hint: `retry:` for any EventSource, the event for the page's client.
    const ending = streamText.slice(stream.firstChunk.length);
    assert.match(ending, new RegExp(`(^|\\n)retry: ${RECONNECT_AFTER_MS}\\n`));
    assert.deepEqual(eventsOf(ending).at(-1), { type: 'reconnect', after_ms: RECONNECT_AFTER_MS });
    assert.equal(await exit, 0, `a clean drain exits 0:\n${api.output()}`);
  });

  test('a request still unfinished at the shutdown timeout is cut off, and the exit code is 1', async () => {
    ctx = await createTestContext();
    let exited: (code: number) => void = () => undefined;
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const drain = gracefulShutdown(ctx.app, { timeoutMs: 200, exit: (code) => exited(code) });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stuck = await halfSentLogin((ctx.app.server.address() as net.AddressInfo).port, 'nobody@example.com', 'never finished');
    drain('SIGTERM');
    assert.equal(await stuck.cut(), '', 'no answer: its connection was cut');
    assert.equal(await exitCode, 1);
  });
});
