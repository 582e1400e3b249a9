import { setImmediate as nodeSetImmediate } from 'node:timers';
import { getRuntimeConfig, type SearchPage } from '@craft/shared';
import { HttpResponse } from 'msw';
import { aCatalogueService, aCategory, answer, answerError, answerJson, server } from '@craft/shared/testing';
import { answerAppBasics } from '../testing/fake-api';
import { remoteConfig } from '../testing/remote-config';
import { renderPage, type RenderRequest } from './render-page';

// React's server renderer schedules its work with setImmediate, which jest's jsdom window lacks.
globalThis.setImmediate ??= nodeSetImmediate as unknown as typeof globalThis.setImmediate;

/** One search answer per query, each a service titled after it, answered after a random short wait so renders interleave. */
const searchAnswer = (q: string): SearchPage => ({
  items: [{ ...aCatalogueService({ id: q.length, title: `Service for ${q}` }), category_id: 1 }],
  page: 1,
  size: 12,
  total: 1,
  category_counts: [{ category_id: 1, count: 1 }],
});

const request = (url: string, language: RenderRequest['language'], config = remoteConfig()): RenderRequest => ({
  url,
  language,
  config,
  siteOrigin: 'https://shop.example',
  // The fake API's address (the test's run-time config), as the web server names its own /api.
  apiUrl: getRuntimeConfig().apiUrl,
  apiHeaders: {},
  serverRemotes: {},
});

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answerAppBasics([aCategory({ id: 1, name: 'Painter' })]);
});

it('pages rendered at the same time each get their own language and their own data', async () => {
  server.use(
    answer('get', '/services/search', async (received) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      return HttpResponse.json(searchAnswer(received.query.q ?? ''));
    }),
  );
  const cases = [
    { q: 'tap', language: 'de', heading: 'Ergebnis' },
    { q: 'door', language: 'en', heading: 'Result' },
    { q: 'roof', language: 'en', heading: 'Result' },
    { q: 'wall', language: 'de', heading: 'Ergebnis' },
  ] as const;
  for (let round = 0; round < 8; round += 1) {
    const pages = await Promise.all(cases.map(({ q, language }) => renderPage(request(`/results?q=${q}`, language))));
    pages.forEach((page, index) => {
      const { q, language, heading } = cases[index]!;
      expect(page.state.language).toBe(language);
      expect(page.html).toContain(`>${heading}</h1>`);
      expect(page.html).toContain(`Service for ${q}`);
      for (const other of cases.filter((c) => c.q !== q)) expect(page.html).not.toContain(`Service for ${other.q}`);
      expect(JSON.stringify(page.state.answers)).not.toMatch(new RegExp(cases.filter((c) => c.q !== q).map((c) => c.q).join('|')));
      expect(page.complete).toBe(true);
      // Its reads were asked for before the render: one pass.
      expect(page.renders).toBe(1);
    });
  }
});

it('the landing page renders once, with the categories it reads', async () => {
  const page = await renderPage(request('/', 'en'));
  expect(page.html).toContain('Painter');
  expect(Object.keys(page.state.answers)).toHaveLength(1);
  expect(page.renders).toBe(1);
});

it('a page whose read failed is rendered, but marked incomplete (not to be cached)', async () => {
  server.use(answerError('get', '/services/search', 500));
  const failed = await renderPage(request('/results?q=tap', 'en'));
  expect(failed.status).toBe(200);
  expect(failed.complete).toBe(false);

  server.use(answerJson('get', '/services/search', searchAnswer('tap')));
  const whole = await renderPage(request('/results?q=tap', 'en'));
  expect(whole.html).toContain('Service for tap');
  expect(whole.complete).toBe(true);
});

it('with the API stalled, the landing page is still rendered, once, saying the marketplace is unreachable where its categories would be', async () => {
  // Never answers: the render must not wait past the server's read limit.
  server.use(answer('get', '/categories', () => new Promise<Response>(() => undefined)));
  const page = await renderPage(request('/', 'en'));
  expect(page.status).toBe(200);
  expect(page.html).toContain('The marketplace is not reachable right now');
  expect(page.html).toContain('Einfach günstigeren Handwerker finden');
  expect(page.complete).toBe(false);
  expect(page.renders).toBe(1);
  expect(page.state.failed).toEqual([expect.stringContaining('categories')]);
});

it("a page showing a remote's unavailable notice is marked incomplete", async () => {
  const config = remoteConfig({ buyer: { contract: '99.0.0' } });
  const page = await renderPage(request('/services/7', 'en', config));
  expect(page.html).toContain('role="alert"');
  expect(page.complete).toBe(false);
});
