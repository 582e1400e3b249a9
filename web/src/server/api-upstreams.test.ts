import assert from 'node:assert/strict';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import { ApiUpstreams, DOWN_FOR_MS } from './api-upstreams';
import { apiAddresses, apiInternalUrlFromEnv } from './env';

const listening = async (server: net.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** An API stand-in that answers its name and counts what it was asked. */
async function answering(name: string) {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => response.end(name));
  });
  return { url: await listening(server), asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Takes the connection, reads the request, then resets it: an instance dying mid-request. */
async function resetting() {
  let requests = 0;
  const server = net.createServer((socket) => {
    socket.once('data', () => {
      requests += 1;
      socket.resetAndDestroy();
    });
  });
  return { url: await listening(server), requests: () => requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An address where nothing listens (the port was just freed): connections are refused. */
async function refusing() {
  const server = net.createServer();
  const url = await listening(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return url;
}

const text = async (answer: { body: { text(): Promise<string> } }) => answer.body.text();

describe('ApiUpstreams: several API addresses behind /api', () => {
  const closers: Array<() => Promise<void>> = [];
  after(async () => {
    for (const close of closers) await close();
  });
  const upstreamsOf = (urls: string[], now?: () => number) => {
    const upstreams = new ApiUpstreams(urls, { connections: 4 }, now);
    closers.push(() => upstreams.destroy());
    return upstreams;
  };

  test('spreads requests round-robin over the addresses', async () => {
    const [a, b] = [await answering('a'), await answering('b')];
    closers.push(a.close, b.close);
    const upstreams = upstreamsOf([a.url, b.url]);
    const names: string[] = [];
    for (let i = 0; i < 4; i++) names.push(await text(await upstreams.request({ method: 'GET', path: '/categories', origin: a.url })));
    assert.deepEqual(names, ['a', 'b', 'a', 'b']);
  });

  test('a GET whose connection is refused goes to the other address', async () => {
    const dead = await refusing();
    const live = await answering('live');
    closers.push(live.close);
    const upstreams = upstreamsOf([dead, live.url]);
    assert.equal(await text(await upstreams.request({ method: 'GET', path: '/services/1', origin: dead })), 'live');
    assert.deepEqual(live.asked, ['GET /services/1']);
  });

  test('an address that failed gets no requests until it is due again, then it is tried again', async () => {
    let clock = 1_000_000;
    const dying = await resetting();
    const live = await answering('live');
    closers.push(dying.close, live.close);
    const upstreams = upstreamsOf([dying.url, live.url], () => clock);
    for (let i = 0; i < 4; i++) assert.equal(await text(await upstreams.request({ method: 'GET', path: '/categories', origin: dying.url })), 'live');
    assert.equal(dying.requests(), 1, 'only the first request went to the failing address');
    clock += DOWN_FOR_MS + 1;
    await upstreams.request({ method: 'GET', path: '/categories', origin: dying.url });
    await upstreams.request({ method: 'GET', path: '/categories', origin: dying.url });
    assert.equal(dying.requests(), 2, 'due again: tried once more');
    assert.equal(live.asked.length, 6);
  });

  test('a POST whose connection is refused goes to the other address too: nothing of it was sent', async () => {
    const dead = await refusing();
    const live = await answering('live');
    closers.push(live.close);
    const upstreams = upstreamsOf([dead, live.url]);
    const answer = await upstreams.request({ method: 'POST', path: '/orders', origin: dead, body: '{"service_id":1}', headers: { 'content-type': 'application/json' } });
    assert.equal(await text(answer), 'live');
    assert.deepEqual(live.asked, ['POST /orders']);
  });

  test('a GET dropped after it was sent is sent once more, elsewhere; a POST, PUT or DELETE dropped after it was sent is not', async () => {
    const dying = await resetting();
    const live = await answering('live');
    closers.push(dying.close, live.close);
    const upstreams = upstreamsOf([dying.url, live.url]);
    assert.equal(await text(await upstreams.request({ method: 'GET', path: '/conversations', origin: dying.url })), 'live');
    assert.equal(dying.requests(), 1);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const fresh = upstreamsOf([dying.url, live.url]);
      const before = live.asked.length;
      await assert.rejects(fresh.request({ method, path: '/direct-offers/1', origin: dying.url, body: method === 'DELETE' ? undefined : '{}' }), (error: NodeJS.ErrnoException) =>
        ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(error.code ?? ''),
      );
      assert.equal(live.asked.length, before, `${method} was not sent to the other address`);
    }
    assert.equal(dying.requests(), 4);
  });

  test('with one address, a failure is the answer: there is nowhere else to go', async () => {
    const dead = await refusing();
    const upstreams = upstreamsOf([dead]);
    await assert.rejects(upstreams.request({ method: 'GET', path: '/categories', origin: dead }), (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED');
  });
});

describe('API_INTERNAL_URL', () => {
  test('names one address or several, comma-separated; unset, the API of npm start', () => {
    assert.deepEqual(apiAddresses(apiInternalUrlFromEnv({ API_INTERNAL_URL: 'http://10.0.0.5:8080' })), ['http://10.0.0.5:8080']);
    assert.deepEqual(apiAddresses(apiInternalUrlFromEnv({ API_INTERNAL_URL: ' http://10.0.0.5:8080/, http://10.0.0.6:8080 ,' })), ['http://10.0.0.5:8080', 'http://10.0.0.6:8080']);
    assert.deepEqual(apiAddresses(apiInternalUrlFromEnv({ PORT: '9000' })), ['http://127.0.0.1:9000']);
  });
});
