/**
 * /robots.txt and the sitemap files (web/src/seo/seo-files.ts) against the real route
 * declarations of the host and both remotes, and against a fake API for paging.
 * Run: npm test -w web (part of npm test).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { hostPaths, links } from '@craft/shared/paths';
import { declaration as buyer } from '../../../buyer-remote/src/app/declaration';
import { declaration as seller } from '../../../seller-remote/src/app/declaration';
import { declaration as admin } from '../../../admin-remote/src/app/declaration';
import type { WebConfig } from '../config';
import { categoryResultsPath, HOST_PRIVATE_PATHS, registerSeoFiles, robotsRule, robotsTxt } from './seo-files';

const liveConfig: WebConfig = { apiUrl: '/api', remotes: { buyer: { entry: '/b', manifest: buyer }, seller: { entry: '/s', manifest: seller }, admin: { entry: '/a', manifest: admin } } };

/** RFC 9309 matching: the longest matching rule wins, Allow on a tie; `*` any run, a rule is a prefix. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray & [string, string, string] => Boolean(m?.[2]))
    .map(([, kind, rule]) => ({ allow: kind === 'Allow', rule, re: new RegExp(`^${rule.split('*').map((p) => p.replace(/[.?+^$()[\]{}|\\]/g, '\\$&')).join('.*')}`) }));
  const hits = rules.filter((r) => r.re.test(path)).sort((a, b) => b.rule.length - a.rule.length || Number(b.allow) - Number(a.allow));
  return hits[0]?.allow ?? true;
}

/** A concrete URL path of a route pattern. */
const sample = (pattern: string) => pattern.replace(/:[^/]+/g, '42');

test('robots rules: a trailing parameter is a prefix, an inner one a wildcard', () => {
  assert.equal(robotsRule('/orders/:id'), '/orders/');
  assert.equal(robotsRule('/orders'), '/orders');
  assert.equal(robotsRule('/a/:id/edit'), '/a/*/edit');
  assert.equal(robotsRule('/files/*'), '/files/');
});

test('robots.txt: every non-public remote route and the host\'s private pages are disallowed, every public one allowed', () => {
  const robots = robotsTxt(liveConfig, 'https://example.test');
  assert.match(robots, /^User-agent: \*$/m);
  assert.match(robots, /^Disallow: \/api\/$/m);
  assert.match(robots, /^Disallow: \/orders$/m);
  assert.match(robots, /^Disallow: \/jobs$/m);
  assert.doesNotMatch(robots, /^Disallow: \/jobs\/orders\/$/m, 'inside /jobs already');
  assert.match(robots, /^Sitemap: https:\/\/example\.test\/sitemap\.xml$/m);
  for (const route of [...buyer.routes, ...seller.routes, ...admin.routes]) {
    assert.equal(allowed(robots, sample(route.path)), route.access === 'public', `${route.path} (${route.access})`);
  }
  for (const path of HOST_PRIVATE_PATHS) assert.equal(allowed(robots, `${path}?token=x`), false, path);
  for (const path of ['/', '/about', '/impressum', '/register', links.results('', 3), '/services/7', '/sellers/7']) assert.ok(allowed(robots, path), path);
  assert.equal(allowed(robots, '/api/services/7'), false);
});

test('a public route under a private prefix gets its Allow', () => {
  const config = { remotes: { buyer: { manifest: { routes: [{ id: 'a', path: '/shop', access: 'buyer' }, { id: 'b', path: '/shop/items/:id', access: 'public' }] } } } };
  const robots = robotsTxt(config, 'http://x');
  assert.ok(allowed(robots, '/shop/items/9'));
  assert.ok(!allowed(robots, '/shop'));
  assert.ok(!allowed(robots, '/shop?tab=1'));
});

test('the host paths here are those of shared/src/paths.ts', () => {
  const host: string[] = Object.values(hostPaths);
  for (const path of HOST_PRIVATE_PATHS) assert.ok(host.includes(path), path);
  for (const path of [hostPaths.home, hostPaths.menu, hostPaths.forgotPassword, hostPaths.resetPassword, hostPaths.confirmEmail, hostPaths.appeal]) assert.ok(HOST_PRIVATE_PATHS.includes(path), path);
  assert.equal(categoryResultsPath(3), links.results('', 3));
});

/** The web server's routes against a fake API of `services` and `sellers` ids. */
interface Served {
  services: number[];
  sellers: number[];
  pageSize: number;
  config?: Pick<WebConfig, 'remotes'>;
  publicBaseUrl?: string | (() => string);
}
async function serve({ services, sellers, pageSize, config = liveConfig, publicBaseUrl = 'http://shop.test' }: Served) {
  const app = Fastify();
  const lists: Record<string, number[]> = { services, sellers };
  const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
  const fetchImpl = async (url: URL) => {
    const u = new URL(url);
    if (u.pathname === '/categories') return answer([{ id: 2 }, { id: 5 }]);
    const list = lists[u.pathname.replace('/sitemap/', '')] ?? [];
    const page = Number(u.searchParams.get('page'));
    const size = Number(u.searchParams.get('size'));
    const items = list.slice((page - 1) * size, page * size).map((id) => ({ id, updated_at: `2026-11-0${id % 9 + 1}T10:00:00.000Z` }));
    return answer({ items, total: list.length });
  };
  registerSeoFiles(app, { remoteConfig: { config: async () => config }, apiUrl: 'http://api.internal', publicBaseUrl, pageSize, fetchImpl });
  await app.ready();
  return app;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

test('sitemap index pages the records: at most pageSize URLs per file, every record once', async () => {
  const app = await serve({ services: [1, 2, 3, 4, 5], sellers: [7, 8], pageSize: 2 });
  const index = await app.inject({ url: '/sitemap.xml' });
  assert.equal(index.statusCode, 200);
  assert.match(String(index.headers['content-type']), /application\/xml/);
  assert.equal(index.headers['cache-control'], 'public, max-age=300');
  assert.match(index.body, /<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  const files = locs(index.body);
  assert.deepEqual(files, ['pages-1', 'services-1', 'services-2', 'services-3', 'sellers-1'].map((f) => `http://shop.test/sitemaps/${f}.xml`));
  const urls: string[] = [];
  for (const file of files.slice(1)) {
    const page = await app.inject({ url: new URL(file).pathname });
    assert.equal(page.statusCode, 200, file);
    assert.ok(locs(page.body).length <= 2, file);
    urls.push(...locs(page.body));
  }
  assert.deepEqual(urls, [...[1, 2, 3, 4, 5].map((id) => `http://shop.test/services/${id}`), ...[7, 8].map((id) => `http://shop.test/sellers/${id}`)]);
  const first = await app.inject({ url: '/sitemaps/services-1.xml' });
  assert.match(first.body, /<url><loc>http:\/\/shop\.test\/services\/1<\/loc><lastmod>2026-11-02T10:00:00\.000Z<\/lastmod><\/url>/);
  assert.equal((await app.inject({ url: '/sitemaps/services-4.xml' })).statusCode, 404, 'past the last page');
  assert.equal((await app.inject({ url: '/sitemaps/orders-1.xml' })).statusCode, 404);
  await app.close();
});

test('the pages sitemap: the landing page and each category\'s results, escaped, on the public address', async () => {
  const app = await serve({ services: [], sellers: [], pageSize: 10, publicBaseUrl: 'https://www.example.de/' });
  const pages = await app.inject({ url: '/sitemaps/pages-1.xml' });
  assert.deepEqual(locs(pages.body), ['https://www.example.de/', 'https://www.example.de/results?q=&amp;category=2', 'https://www.example.de/results?q=&amp;category=5']);
  const index = await app.inject({ url: '/sitemap.xml' });
  assert.deepEqual(locs(index.body), ['https://www.example.de/sitemaps/pages-1.xml'], 'no empty service or seller files');
  await app.close();
});

test('no Host or X-Forwarded-Host a client sends reaches robots.txt or a sitemap: only the public address', async () => {
  const app = await serve({ services: [1], sellers: [2], pageSize: 10, publicBaseUrl: () => 'http://localhost:3000' });
  const headers = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' };
  for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages-1.xml', '/sitemaps/services-1.xml', '/sitemaps/sellers-1.xml']) {
    const answer = await app.inject({ url, headers });
    assert.equal(answer.statusCode, 200, url);
    assert.doesNotMatch(answer.body, /attacker/, url);
    assert.match(answer.body, /http:\/\/localhost:3000\//, url);
  }
  await app.close();
});

test('without the buyer manifest no service or seller page is listed', async () => {
  const config: Pick<WebConfig, 'remotes'> = { remotes: { buyer: { entry: '/b' }, seller: { entry: '/s', manifest: seller }, admin: { entry: '/a', manifest: admin } } };
  const app = await serve({ services: [1], sellers: [2], pageSize: 10, config });
  assert.deepEqual(locs((await app.inject({ url: '/sitemap.xml' })).body), ['http://shop.test/sitemaps/pages-1.xml']);
  assert.equal((await app.inject({ url: '/sitemaps/services-1.xml' })).statusCode, 404);
  await app.close();
});
