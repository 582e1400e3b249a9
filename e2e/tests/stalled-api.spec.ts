/**
 * A server-rendered remote page (the buyer remote's service page) while the API stalls: the web
 * server gives up on the page's reads after its limit and sends the page with the unreachable
 * notice, uncached, in the visitor's language; the browser then reads again and shows the service
 * once the API answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { apiCall } from '../support/world';
import { apiUrl, createUser } from '../support/api';
import { defaultConfig, startWeb } from '../support/stack';
import { text } from '../support/texts';

/** The reads a service page makes; everything else (the web server's registry, sessions) passes. */
const PAGE_READS = /^\/(?:services|users|sellers|categories)(?:\/|\?|$)/;

/** A proxy in front of the API (at `target`, an origin) that holds the page's reads while stalled, and forwards them once released. */
async function stallingProxy(target: string) {
  let stalled = false;
  const held: Array<() => void> = [];
  const forward = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const upstream = http.request(`${target}${request.url ?? '/'}`, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  };
  const server = http.createServer((request, response) => {
    if (stalled && request.method === 'GET' && PAGE_READS.test(request.url ?? '/')) held.push(() => forward(request, response));
    else forward(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stall() {
      stalled = true;
    },
    release() {
      stalled = false;
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test('with the API stalled, the service page arrives with the unreachable notice, uncached, and shows the service once the API answers', async ({ page, request }) => {
  const seller = await createUser('seller', 'Stella');
  const service = await apiCall<{ id: number }>('POST', '/services', seller.token, {
    seller_id: seller.user.id,
    category_id: 1,
    title: 'Stalled wall painting',
    description: 'Two coats, white.',
    price: 290,
  });
  const proxy = await stallingProxy(apiUrl());
  const web = await startWeb(defaultConfig('/api'), proxy.url);
  try {
    // Once with the API answering: the web server has loaded its server build and the remote's, so
    // the time below is the page's reads.
    const warm = await request.get(`${web.url}/services/${service.id}`, { headers: { Accept: 'text/html' } });
    expect(await warm.text()).toContain('Stalled wall painting');
    proxy.stall();
    for (const language of ['en', 'de'] as const) {
      const started = Date.now();
      const response = await request.get(`${web.url}/services/${service.id}`, { headers: { Accept: 'text/html', 'Accept-Language': language } });
      // The server's read limit (3 s), not the API client's 15 s.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toContain('no-store');
      const html = await response.text();
      const body = html.slice(0, html.indexOf('<script'));
      expect(body).toContain('role="alert"');
      expect(body).toContain(text(language, 'shared', 'common.unreachable').replace(/'/g, '&#x27;'));
      expect(body).not.toContain(text(language, 'shared', 'common.loading'));
    }

    await page.goto(`${web.url}/services/${service.id}`);
    await expect(page.getByRole('alert')).toHaveText(new RegExp(text('en', 'shared', 'common.unreachable').replace(/[.]/g, '\\.')));
    proxy.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Stalled wall painting' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await web.close();
    await proxy.close();
  }
});
