/**
 * `npm run bench:web`: page speed of the production build, served exactly as `npm start` serves it
 * (web/dist/server/web-server.js: brotli/gzip, hashed chunks immutable) against a real API with the demo
 * catalogue. A benchmark, not a test: it prints figures and writes bench/web-results.json.
 *
 * - Five cold-cache runs (a new browser context each) of the landing page, a service detail page
 *   and the seller dashboard in headless Chromium: medians of JS bytes transferred (compressed, as
 *   on the wire), API requests, First Contentful Paint and Largest Contentful Paint.
 * - The landing page again after the catalogue grew by EXTRA_SERVICES services (API requests must
 *   not grow with it).
 * - Lighthouse on the landing page and a service page: LH_RUNS runs (5) with the mobile preset
 *   (simulated throttling, its defaults) and LH_DESKTOP_RUNS runs (1) with the desktop config, each
 *   run in a fresh Chrome; medians of the performance, accessibility, best-practices and SEO scores
 *   and of FCP, LCP and TBT, next to the page-speed targets (mobile performance ≥ 95, LCP ≤ 2000 ms,
 *   TBT ≤ 150 ms; desktop performance 100).
 * - A service whose photo is a 4,000 × 3,000 camera JPEG: the images a 375 px phone (pixel ratio
 *   2) downloads for its page, none over 200 KB, and Lighthouse mobile on it (same targets).
 * - The first HTML response of the service page, fetched with plain HTTP (no browser, no
 *   JS): does the part before the first executable <script> (JSON-LD does not count) carry the
 *   service's title, its price as the page formats it, the craftsman's name and a JSON-LD script?
 * - The cost of server rendering: autocannon (in its own process, as api/bench/load.ts keeps the
 *   load generator apart from the server; the web server runs in this one) with 10 connections
 *   against the service page (GET /services/{id}, Accept: text/html) and then GET
 *   /api/services/{id} through the same web server's /api proxy, SSR_BENCH_SECONDS each: req/s,
 *   p50/p99 of each, and the ratio page req/s / API req/s. Targets: the page rendered for every
 *   request reaches at least 0.08 of the cached page's req/s, with p99 at most 150 ms.
 * - Rendering under load: 20 connections ask for distinct service pages (a query string each, so
 *   every request is a render) while 2 more ask for the cached landing page, SSR_BENCH_SECONDS
 *   together: the landing page keeps p50 at most 20 ms (renders run side by side, bounded, and a
 *   cached page never waits for them); refused renders (503) are counted.
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium), RUNS (5), EXTRA_SERVICES (200),
 * LIGHTHOUSE=0 to skip Lighthouse, LH_RUNS (5, mobile runs per page), LH_DESKTOP_RUNS (1, desktop
 * runs per page), SSR_BENCH=0 to skip the autocannon comparison, SSR_BENCH_SECONDS (10 per target),
 * SSR_ONLY=1 for the server-rendering figures alone (no browser runs, no Lighthouse; prints them and
 * leaves bench/web-results.json as it is).
 *
 *   RUNS=1 LH_RUNS=1 EXTRA_SERVICES=0 SSR_BENCH_SECONDS=3 npm run bench:web   # a light run
 *   SSR_ONLY=1 SSR_BENCH_SECONDS=5 npm run bench:web                              # rendering only
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { Blob } from 'node:buffer';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildOutdated, rootDir, spawnApi, waitForHttp, webServerEntry } from '../../scripts/lib.mjs';

/**
 * A registration's consent to the current terms and privacy notice. Their versions live in
 * shared/src/legal/index.ts, which this plain-node script cannot import (TypeScript): read from there.
 */
function currentConsent() {
  const source = fs.readFileSync(path.join(rootDir, 'shared', 'src', 'legal', 'index.ts'), 'utf8');
  const version = (document) => {
    const found = source.match(new RegExp(`\\b${document}: \\{ version: '([^']+)'`))?.[1];
    if (!found) throw new Error(`no ${document} version in shared/src/legal/index.ts`);
    return found;
  };
  return { accept_terms: true, terms_version: version('terms'), privacy_version: version('privacy') };
}
import { waitForQuietNetwork } from '../support/quiet-network.mjs';

/** The confirmation token mailed to `email` (DATA_DIR/outbox/*.eml, quoted-printable undone); waits up to 10 s. */
async function outboxToken(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    for (const name of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const mail = fs.readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = mail.includes(`To: ${email}`) ? /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] : undefined;
      if (token) return token;
    }
  }
  throw new Error(`no confirmation mail for ${email}`);
}

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 5);
const EXTRA_SERVICES = Number(process.env.EXTRA_SERVICES ?? 200);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LH_RUNS = Number(process.env.LH_RUNS ?? 5);
const LH_DESKTOP_RUNS = Number(process.env.LH_DESKTOP_RUNS ?? 1);
const SSR_BENCH_SECONDS = Number(process.env.SSR_BENCH_SECONDS ?? 10);
const SSR_BENCH_CONNECTIONS = 10;
const TARGETS = {
  landingApiRequests: 2,
  landingJsKb: 150,
  lighthousePerformance: 95,
  lighthouseDesktopPerformance: 100,
  lighthouseLcpMs: 2000,
  lighthouseTbtMs: 150,
  lighthouseAccessibility: 95,
  /** Req/s of the service page rendered for every request, as a share of the cached page's. */
  renderedShareOfCached: 0.08,
  renderedP99Ms: 150,
  /** p50 of the cached landing page while 20 connections render distinct pages. */
  cachedUnderRenderLoadP50Ms: 20,
  /** The largest image a 375 px phone downloads for a service whose photo is a 4,000 × 3,000 JPEG. */
  phoneImageKb: 200,
};
const SSR_ONLY = process.env.SSR_ONLY === '1';
const RENDER_LOAD_CONNECTIONS = 20;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function api(apiUrl, method, route, { token, body } = {}) {
  const response = await fetch(`${apiUrl}${route}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** Paint timings, recorded from the first byte of the document on. */
const PAINT_OBSERVER = () => {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = Math.max(window.__lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** One cold-cache load: a fresh context (empty HTTP cache and storage) per run. */
async function measure(browser, { url, apiBase, session, ready }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (session) {
    await context.addInitScript(({ token, user }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, session);
  }
  await context.addInitScript(PAINT_OBSERVER);
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.goto(url, { waitUntil: 'load' });
  await waitForQuietNetwork(page);
  if (ready) await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForTimeout(300);
  const paints = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__lcp || null,
  }));
  let jsBytes = 0;
  let apiRequests = 0;
  let apiImages = 0;
  const sellerRemote = [];
  const apiCalls = [];
  for (const request of requests) {
    const requestUrl = request.url();
    // API requests are the app's calls (fetch/XHR) to /api; photos the API serves are images, counted apart.
    const toApi = requestUrl.startsWith(apiBase);
    if (toApi && (request.resourceType() === 'fetch' || request.resourceType() === 'xhr')) {
      apiRequests += 1;
      apiCalls.push(`${request.method()} ${new URL(requestUrl).pathname}`);
    }
    if (toApi && request.resourceType() === 'image') apiImages += 1;
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(requestUrl)) {
      const sizes = await request.sizes();
      jsBytes += sizes.responseBodySize + sizes.responseHeadersSize;
      // LIST_JS=1: each script and its bytes on the wire, to see where a page's budget goes.
      if (process.env.LIST_JS === '1') console.log(`    ${((sizes.responseBodySize + sizes.responseHeadersSize) / 1024).toFixed(1)} KB  ${new URL(requestUrl).pathname}`);
    }
    if (requestUrl.includes('/remotes/seller/')) sellerRemote.push(new URL(requestUrl).pathname);
  }
  await context.close();
  return { jsBytes, apiRequests, apiImages, apiCalls, sellerRemote, fcp: paints.fcp, lcp: paints.lcp };
}

/**
 * A 4,000 × 3,000 JPEG as a phone camera uploads it: drawn in the browser (shapes, gradients and
 * fine grain, so it compresses like a photo, not like a flat test image), about 2–4 MB.
 */
async function cameraPhoto(browser) {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const g = canvas.getContext('2d');
      const sky = g.createLinearGradient(0, 0, 0, 3000);
      sky.addColorStop(0, '#8fb8de');
      sky.addColorStop(0.55, '#e9dcc3');
      sky.addColorStop(1, '#6b4f3a');
      g.fillStyle = sky;
      g.fillRect(0, 0, 4000, 3000);
      let seed = 7;
      const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
      for (let i = 0; i < 400; i += 1) {
        g.fillStyle = `hsla(${Math.floor(random() * 360)}, 35%, ${30 + Math.floor(random() * 50)}%, 0.55)`;
        g.fillRect(random() * 4000, random() * 3000, 40 + random() * 600, 40 + random() * 400);
      }
      const image = g.getImageData(0, 0, 4000, 3000);
      for (let i = 0; i < image.data.length; i += 4) {
        const grain = (random() - 0.5) * 24;
        image.data[i] += grain;
        image.data[i + 1] += grain;
        image.data[i + 2] += grain;
      }
      g.putImageData(image, 0, 0);
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return window.btoa(binary);
    });
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}

/** Trader details (name, address, register) as the bench's `i`-th craftsman submits them. */
function benchTraderDetails(i) {
  return {
    legal_name: `Bench Handwerk ${i} GmbH`, legal_form: 'GmbH', street: 'Benchstr. 1', postcode: '10115', city: 'Berlin',
    phone: '+49 30 1234567', email: `kontakt-${i}@bench.example`, register_type: 'handelsregister', register_number: `HRB ${7000 + i}`,
    register_court: 'Amtsgericht Charlottenburg', vat_id: 'DE 136 695 976', self_certification: true,
  };
}

/** A new service of `seller` whose one photo is `jpeg`; its id. */
async function serviceWithPhoto(apiUrl, seller, categoryId, jpeg) {
  const service = await api(apiUrl, 'POST', '/services', {
    token: seller.access_token,
    body: { seller_id: seller.user.id, category_id: categoryId, title: 'Badsanierung mit großem Foto', description: 'A service whose photo came straight from a phone camera (4,000 × 3,000).', price: 2400 },
  });
  const form = new globalThis.FormData();
  form.append('service_id', String(service.id));
  form.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'camera.jpg');
  const response = await fetch(`${apiUrl}/services/photos`, { method: 'POST', headers: { Authorization: `Bearer ${seller.access_token}` }, body: form });
  if (!response.ok) throw new Error(`POST /services/photos answered ${response.status}: ${await response.text()}`);
  return service.id;
}

/** The images a 375 px phone (device pixel ratio 2) downloads for a page, with their sizes on the wire. */
async function phoneImages(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const images = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const sizes = await request.sizes();
    images.push({ path: new URL(request.url()).pathname, kb: Math.round(sizes.responseBodySize / 102.4) / 10 });
  });
  await page.goto(url, { waitUntil: 'load' });
  await waitForQuietNetwork(page);
  await page.mouse.wheel(0, 3000);
  await waitForQuietNetwork(page);
  await context.close();
  return { images, largest_kb: Math.max(0, ...images.map((image) => image.kb)) };
}

async function runPage(browser, name, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, options));
  const summary = {
    url: options.url.replace(/^https?:\/\/[^/]+/, ''),
    runs: RUNS,
    js_kb_transferred: Math.round(median(runs.map((r) => r.jsBytes)) / 102.4) / 10,
    api_requests: median(runs.map((r) => r.apiRequests)),
    api_images: median(runs.map((r) => r.apiImages)),
    fcp_ms: Math.round(median(runs.map((r) => r.fcp ?? NaN))),
    lcp_ms: Math.round(median(runs.map((r) => r.lcp ?? NaN))),
    api_calls: runs[0].apiCalls,
    seller_remote_files: [...new Set(runs.flatMap((r) => r.sellerRemote))],
  };
  console.log(`  ${name}: ${JSON.stringify({ js: summary.js_kb_transferred, api: summary.api_requests, fcp: summary.fcp_ms, lcp: summary.lcp_ms })}`);
  return summary;
}

async function runLighthouse(url, preset = 'mobile') {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
    const result = preset === 'desktop' ? await lighthouse(url, flags, desktopConfig) : await lighthouse(url, flags);
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = (id) =>
      categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 0.9)
        .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`);
    return {
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      preset: preset === 'desktop' ? 'desktop (Lighthouse desktop config)' : 'mobile (Lighthouse default: Moto G Power, slow 4G, 4x CPU slowdown, simulated)',
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      metrics: {
        fcp_ms: Math.round(audits['first-contentful-paint'].numericValue),
        lcp_ms: Math.round(audits['largest-contentful-paint'].numericValue),
        tbt_ms: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        speed_index_ms: Math.round(audits['speed-index'].numericValue),
      },
      below_90: Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, failing(id)])),
    };
  } finally {
    await chrome.kill();
  }
}

/** Medians of `runs` Lighthouse runs; the failing audits are those of the run with the median performance score. */
async function lighthouseMedian(url, preset, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(url, preset));
  const mid = (pick) => Math.round(median(results.map(pick)));
  const performance = mid((r) => r.performance);
  const typical = [...results].sort((a, b) => Math.abs(a.performance - performance) - Math.abs(b.performance - performance))[0];
  const summary = {
    url: typical.url,
    preset: typical.preset,
    runs,
    performance,
    accessibility: mid((r) => r.accessibility),
    best_practices: mid((r) => r.best_practices),
    seo: mid((r) => r.seo),
    metrics: {
      fcp_ms: mid((r) => r.metrics.fcp_ms),
      lcp_ms: mid((r) => r.metrics.lcp_ms),
      tbt_ms: mid((r) => r.metrics.tbt_ms),
      cls: Number(median(results.map((r) => r.metrics.cls)).toFixed(3)),
      speed_index_ms: mid((r) => r.metrics.speed_index_ms),
    },
    per_run: results.map((r) => ({ performance: r.performance, fcp_ms: r.metrics.fcp_ms, lcp_ms: r.metrics.lcp_ms, tbt_ms: r.metrics.tbt_ms })),
    below_90: typical.below_90,
  };
  console.log(`  ${preset} ${summary.url}: ${JSON.stringify(summary.per_run)}`);
  return summary;
}

/** The few entities a server renderer may write for text (React escapes &, <, >, ", '). */
const decodeEntities = (html) =>
  html
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '\u00a0')
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * A price as the page shows it: formatPrice in shared/src/i18n (TypeScript, not importable from
 * this plain-node script), both languages: German "1.590 €" (Intl, de-DE), English "1590€".
 */
const formattedPrices = (amount) => ({
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(amount),
  en: `${amount}€`,
});

/**
 * The first HTML response of a service page, as a crawler or a browser before any script runs
 * sees it: plain HTTP, no JS. Only the part before the first executable <script> counts (a JSON-LD
 * block is data, not a script). The expected values come from the API: the service (title, price)
 * and its seller (the name the page shows: the company name, else the capitalised first name).
 */
async function firstHtmlCheck(webUrl, apiUrl, serviceId) {
  const service = await api(apiUrl, 'GET', `/services/${serviceId}`);
  const seller = await api(apiUrl, 'GET', `/users/${service.seller_id}`);
  const first = seller.firstname?.trim() ?? '';
  const sellerName = seller.company_name?.trim() || `${first.charAt(0).toUpperCase()}${first.slice(1)}`;
  const url = `${webUrl}/services/${serviceId}`;
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)];
  const firstExecutable = scripts.find((m) => !/\btype\s*=\s*["']?application\/ld\+json/i.test(m[0]));
  const beforeScripts = html.slice(0, firstExecutable?.index ?? html.length);
  // React's server output separates adjacent text nodes with <!-- -->: the text is what a reader sees.
  const text = decodeEntities(beforeScripts.replace(/<!--[\s\S]*?-->/g, ''));
  const jsonLd = [...beforeScripts.matchAll(/<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => {
    try {
      return JSON.parse(m[1]);
    } catch {
      return null;
    }
  });
  const prices = formattedPrices(service.price);
  const priceShown = Object.entries(prices).find(([, shown]) => text.includes(shown))?.[0] ?? null;
  const result = {
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    status: response.status,
    content_type: response.headers.get('content-type'),
    html_bytes: Buffer.byteLength(html),
    bytes_before_first_script: Buffer.byteLength(beforeScripts),
    expected: { title: service.title, price: prices, seller_name: sellerName },
    price_language: priceShown,
    checks: {
      title: text.includes(service.title),
      price: priceShown !== null,
      seller_name: sellerName !== '' && text.includes(sellerName),
      json_ld: jsonLd.some((data) => data !== null),
    },
  };
  return result;
}

/**
 * One autocannon run in its own process (its CLI, --json), so the load generator does not share an
 * event loop or a core with the web server in this process. The summary is api/bench/load.ts's.
 */
function autocannonRun(url, headers) {
  const cli = path.join(rootDir, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [cli, '--json', '--no-progress', '-c', String(SSR_BENCH_CONNECTIONS), '-d', String(SSR_BENCH_SECONDS), '-t', '30'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return autocannonProcess(args, process.env, (out) => summary(JSON.parse(out.slice(out.indexOf('{'))), SSR_BENCH_CONNECTIONS));
}

/** Runs node with `args` (an autocannon run) and reads its standard output with `read`. */
function autocannonProcess(args, env, read) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      try {
        resolve(read(out));
      } catch (error) {
        reject(new Error(`autocannon output not JSON: ${error.message}\n${out.slice(0, 500)}`));
      }
    });
  });
}

/** What a run's summary says (api/bench/load.ts's form). */
function summary(result, connections) {
  return {
    connections,
    duration_s: SSR_BENCH_SECONDS,
    requests: result.requests.total,
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    bytes_per_response: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    non_2xx: result.non2xx,
    socket_errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * autocannon's own API in a process of its own, for what its CLI cannot say: each request a path of
 * `paths` in turn, with a query string of its own when `distinct` (a page no cache has).
 */
const LOAD_SCRIPT = `
const { default: autocannon } = await import(process.env.BENCH_AUTOCANNON);
const o = JSON.parse(process.env.BENCH_LOAD);
let n = 0;
const result = await autocannon({
  url: o.url, connections: o.connections, duration: o.duration, timeout: 30, headers: { accept: 'text/html' },
  requests: [{ setupRequest: (request) => { n += 1; return { ...request, path: o.paths[n % o.paths.length] + (o.distinct ? '?bench=' + n : '') }; } }],
});
process.stdout.write(JSON.stringify(result));`;

function autocannonPaths(url, paths, { connections, distinct = false }) {
  const load = JSON.stringify({ url, paths, connections, distinct, duration: SSR_BENCH_SECONDS });
  const entry = pathToFileURL(path.join(rootDir, 'node_modules', 'autocannon', 'autocannon.js')).href;
  const env = { ...process.env, BENCH_AUTOCANNON: entry, BENCH_LOAD: load };
  return autocannonProcess(['--input-type=module', '-e', LOAD_SCRIPT], env, (out) => summary(JSON.parse(out), connections));
}

/**
 * Renders side by side: RENDER_LOAD_CONNECTIONS connections ask for distinct service pages (each a
 * render) while two ask for the cached landing page, at the same time on the same server.
 */
async function renderLoad(webUrl, serviceIds) {
  const warm = await fetch(`${webUrl}/`, { headers: { Accept: 'text/html' } });
  await warm.text();
  const [rendering, cached] = await Promise.all([
    autocannonPaths(webUrl, serviceIds.map((id) => `/services/${id}`), { connections: RENDER_LOAD_CONNECTIONS, distinct: true }),
    autocannonPaths(webUrl, ['/'], { connections: 2 }),
  ]);
  return {
    rendering: { route: `GET /services/{id}?bench={n} (${RENDER_LOAD_CONNECTIONS} connections, each request a render)`, ...rendering },
    cached_landing: { route: 'GET / (2 connections, page cache on, at the same time)', ...cached },
  };
}

/**
 * The server-rendered service page against the API read it is built from, one after the other
 * in one run: as `npm start` serves it (the page cache on, PAGE_CACHE_SECONDS 10) and rendered for
 * every request (a second web server with the cache off), which is the rendering's real cost.
 */
async function ssrCost(webUrl, serviceId, uncachedWebUrl) {
  const page = await autocannonRun(`${webUrl}/services/${serviceId}`, { Accept: 'text/html' });
  const rendered = await autocannonRun(`${uncachedWebUrl}/services/${serviceId}`, { Accept: 'text/html' });
  const apiRead = await autocannonRun(`${webUrl}/api/services/${serviceId}`, { Accept: 'application/json' });
  const ratio = (run) => (apiRead.requests_per_s > 0 ? Number((run.requests_per_s / apiRead.requests_per_s).toFixed(3)) : null);
  return {
    page: { route: 'GET /services/{id} (Accept: text/html, page cache on)', ...page },
    rendered: { route: 'GET /services/{id} (Accept: text/html, rendered every time)', ...rendered },
    api: { route: 'GET /api/services/{id} (web server /api proxy)', ...apiRead },
    ratio_req_s: ratio(page),
    ratio_rendered_req_s: ratio(rendered),
    rendered_share_of_cached: page.requests_per_s > 0 ? Number((rendered.requests_per_s / page.requests_per_s).toFixed(3)) : null,
  };
}

/** The web server as `npm start` runs it (its defaults, the API proxied under /api), plus `options`. */
async function benchWebServer(apiUrl, options = {}) {
  // The built web server (web/dist); main() builds what is outdated first.
  const { startWebServer } = await import(pathToFileURL(webServerEntry).href);
  return startWebServer({
    port: 0,
    host: '127.0.0.1',
    rootDir,
    config: { apiUrl: '/api', remotes: { buyer: { entry: '/remotes/buyer/mf-manifest.json' }, seller: { entry: '/remotes/seller/mf-manifest.json' } } },
    apiInternalUrl: apiUrl,
    ...options,
  });
}

/** The server-rendering targets of a run. */
function ssrChecks(ssr) {
  const { rendered, render_load: load } = ssr;
  return {
    rendered_page_at_least_0_08_of_cached_req_s: ssr.rendered_share_of_cached !== null && ssr.rendered_share_of_cached >= TARGETS.renderedShareOfCached,
    rendered_page_p99_at_most_150_ms: rendered.latency_p99_ms <= TARGETS.renderedP99Ms,
    cached_landing_p50_at_most_20_ms_under_render_load: load.cached_landing.latency_p50_ms <= TARGETS.cachedUnderRenderLoadP50Ms,
  };
}

function printRenderLoad(ssr) {
  const load = ssr.render_load;
  console.log(`Rendering under load (${SSR_BENCH_SECONDS} s, both at once):`);
  console.table(Object.fromEntries([load.rendering, load.cached_landing].map((r) => [r.route, { 'req/s': r.requests_per_s, 'p50 ms': r.latency_p50_ms, 'p99 ms': r.latency_p99_ms, 'non-2xx (503)': r.non_2xx, errors: r.socket_errors, timeouts: r.timeouts }])));
  console.log(`  rendered every time / page cache: ${ssr.rendered_share_of_cached} of the req/s (target ≥ ${TARGETS.renderedShareOfCached}), p99 ${ssr.rendered.latency_p99_ms} ms (target ≤ ${TARGETS.renderedP99Ms})`);
  console.log(`  cached / while rendering: p50 ${load.cached_landing.latency_p50_ms} ms (target ≤ ${TARGETS.cachedUnderRenderLoadP50Ms})`);
}

/** SSR_ONLY=1: the server-rendering figures alone, printed (bench/web-results.json is left as it is). */
async function ssrOnly(apiUrl, webUrl, serviceId, serviceIds) {
  console.log(`Server-rendering cost: autocannon, ${SSR_BENCH_CONNECTIONS} connections, ${SSR_BENCH_SECONDS} s per target (${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')})...`);
  const uncached = await benchWebServer(apiUrl, { pageCacheSeconds: 0 });
  let ssr;
  try {
    ssr = await ssrCost(webUrl, serviceId, `http://127.0.0.1:${uncached.port}`);
  } finally {
    await uncached.app.close();
  }
  ssr.render_load = await renderLoad(webUrl, serviceIds);
  console.table(Object.fromEntries([ssr.page, ssr.rendered, ssr.api].map((r) => [r.route, { 'req/s': r.requests_per_s, 'p50 ms': r.latency_p50_ms, 'p99 ms': r.latency_p99_ms, 'non-2xx': r.non_2xx, errors: r.socket_errors, timeouts: r.timeouts }])));
  printRenderLoad(ssr);
  console.log('Targets:');
  for (const [name, ok] of Object.entries(ssrChecks(ssr))) console.log(`  ${ok ? 'met   ' : 'MISSED'} ${name}`);
}

async function main() {
  await buildOutdated();
  const apiPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'craft-bench-web-'));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // As `npm start` does: the API with the demo catalogue, the web server with its defaults (the
  // page calls the API through the web server's /api proxy; the bench's own set-up calls it directly).
  const apiProcess = spawnApi({ PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', WEB_ORIGIN: '*', TRUST_PROXY: '127.0.0.1,::1' }, { stdio: ['ignore', 'ignore', 'inherit'] });
  const web = await benchWebServer(apiUrl);
  const webUrl = `http://127.0.0.1:${web.port}`;
  const apiBase = `${webUrl}/api/`;
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  try {
    await waitForHttp(`${apiUrl}/health`, 90_000);
    const categories = await api(apiUrl, 'GET', '/categories');
    const demoServices = categories.flatMap((c) => c.services ?? []);
    const serviceId = demoServices[0]?.id;
    if (!serviceId) throw new Error('the demo catalogue has no service');
    if (SSR_ONLY) {
      await ssrOnly(apiUrl, webUrl, serviceId, demoServices.map((service) => service.id));
      return;
    }
    const login = await api(apiUrl, 'POST', '/users/login', { body: { email: 'seller1@demo.craft', password: 'demo-password-1' } });
    const session = { token: login.access_token, user: login.user };

    console.log(`Page speed, ${RUNS} cold-cache runs each (medians), web ${webUrl}, API ${apiBase} (proxied to ${apiUrl})`);
    const pages = {
      landing: await runPage(browser, 'landing', { url: `${webUrl}/`, apiBase, ready: 'main a[href^="/services/"]' }),
      service_detail: await runPage(browser, 'service detail', { url: `${webUrl}/services/${serviceId}`, apiBase, ready: 'main h1' }),
      seller_dashboard: await runPage(browser, 'seller dashboard', { url: `${webUrl}/home/craftman`, apiBase, session, ready: 'main [role="tabpanel"]' }),
    };

    // The landing page must not make more calls as the catalogue grows.
    const extraSellers = [];
    for (let i = 0; i < 10; i += 1) {
      const email = `bench-seller-${Date.now()}-${i}@bench.craft`;
      await api(apiUrl, 'POST', '/users', { body: { email, password: 'bench-password-1', firstname: `bench${i}`, lastname: 'Seller', post_number: '10115', street: 'Benchstr. 1', phone: '+49 30 1', role: 'seller', ...currentConsent() } });
      // Publishing waits for a confirmed address: follow the link the outbox received.
      await api(apiUrl, 'POST', '/users/confirm-email', { body: { token: await outboxToken(dataDir, email) } });
      const seller = await api(apiUrl, 'POST', '/users/login', { body: { email, password: 'bench-password-1' } });
      // A craftsman's services stay private until his trader details are in.
      await api(apiUrl, 'PUT', '/sellers/me/trader', { token: seller.access_token, body: benchTraderDetails(i) });
      extraSellers.push(seller);
    }
    const categoryIds = categories.map((c) => c.id);
    for (let i = 0; i < EXTRA_SERVICES; i += 1) {
      const seller = extraSellers[i % extraSellers.length];
      await api(apiUrl, 'POST', '/services', {
        token: seller.access_token,
        body: { seller_id: seller.user.id, category_id: categoryIds[i % categoryIds.length], title: `Bench service ${i}`, description: 'Added by the page-speed bench.', price: 100 + i },
      });
    }
    const grownCatalogue = demoServices.length + EXTRA_SERVICES;
    const landingListed = (await api(apiUrl, 'GET', '/categories')).reduce((n, c) => n + (c.services?.length ?? 0), 0);
    const landingGrown = await runPage(browser, `landing, catalogue +${EXTRA_SERVICES} services from 10 more sellers`, { url: `${webUrl}/`, apiBase, ready: 'main a[href^="/services/"]' });

    // A service whose photo is a 4,000 × 3,000 camera JPEG: what a phone downloads, and Lighthouse below.
    const bigPhotoServiceId = await serviceWithPhoto(apiUrl, extraSellers[0], categoryIds[0], await cameraPhoto(browser));
    const bigPhoto = { url: `/services/${bigPhotoServiceId}`, ...(await phoneImages(browser, `${webUrl}/services/${bigPhotoServiceId}`)) };
    console.log(`  service with a 4,000 × 3,000 photo at 375 px: largest image ${bigPhoto.largest_kb} KB (${bigPhoto.images.map((image) => `${image.path} ${image.kb} KB`).join(', ')})`);

    let lighthouseResults = null;
    if (process.env.LIGHTHOUSE !== '0') {
      console.log(`Lighthouse: ${LH_RUNS} mobile and ${LH_DESKTOP_RUNS} desktop runs per page (performance, FCP, LCP, TBT of each run)...`);
      lighthouseResults = {
        landing: await lighthouseMedian(`${webUrl}/`, 'mobile', LH_RUNS),
        service_detail: await lighthouseMedian(`${webUrl}/services/${serviceId}`, 'mobile', LH_RUNS),
        service_big_photo: await lighthouseMedian(`${webUrl}/services/${bigPhotoServiceId}`, 'mobile', LH_RUNS),
        landing_desktop: await lighthouseMedian(`${webUrl}/`, 'desktop', LH_DESKTOP_RUNS),
        service_detail_desktop: await lighthouseMedian(`${webUrl}/services/${serviceId}`, 'desktop', LH_DESKTOP_RUNS),
      };
    }

    const firstHtml = await firstHtmlCheck(webUrl, apiUrl, serviceId);

    let ssr = null;
    if (process.env.SSR_BENCH !== '0') {
      console.log(`Server-rendering cost: autocannon, ${SSR_BENCH_CONNECTIONS} connections, ${SSR_BENCH_SECONDS} s per target...`);
      const uncached = await benchWebServer(apiUrl, { pageCacheSeconds: 0 });
      try {
        ssr = await ssrCost(webUrl, serviceId, `http://127.0.0.1:${uncached.port}`);
      } finally {
        await uncached.app.close();
      }
      ssr.render_load = await renderLoad(webUrl, demoServices.map((service) => service.id));
    }

    const mobile = lighthouseResults ? [lighthouseResults.landing, lighthouseResults.service_detail, lighthouseResults.service_big_photo] : [];

    const checks = {
      landing_api_requests_at_most_2: pages.landing.api_requests <= TARGETS.landingApiRequests && landingGrown.api_requests <= TARGETS.landingApiRequests,
      landing_loads_no_seller_remote: pages.landing.seller_remote_files.length === 0 && landingGrown.seller_remote_files.length === 0,
      landing_js_at_most_150_kb: pages.landing.js_kb_transferred <= TARGETS.landingJsKb,
      big_photo_no_image_over_200_kb_at_375_px: bigPhoto.images.length > 0 && bigPhoto.largest_kb <= TARGETS.phoneImageKb,
      ...(lighthouseResults && {
        lighthouse_performance_at_least_95_mobile: mobile.every((r) => r.performance >= TARGETS.lighthousePerformance),
        lighthouse_lcp_at_most_2000_ms_mobile: mobile.every((r) => r.metrics.lcp_ms <= TARGETS.lighthouseLcpMs),
        lighthouse_tbt_at_most_150_ms_mobile: mobile.every((r) => r.metrics.tbt_ms <= TARGETS.lighthouseTbtMs),
        lighthouse_performance_100_desktop: [lighthouseResults.landing_desktop, lighthouseResults.service_detail_desktop].every((r) => r.performance >= TARGETS.lighthouseDesktopPerformance),
        lighthouse_accessibility_at_least_95: Object.values(lighthouseResults).every((r) => r.accessibility >= TARGETS.lighthouseAccessibility),
      }),
      service_first_html_has_title_price_seller_json_ld: Object.values(firstHtml.checks).every(Boolean),
      ...(ssr && ssrChecks(ssr)),
    };
    const results = {
      date: new Date().toISOString(),
      command: 'npm run bench:web',
      machine: { cpus: os.cpus().length, node: process.version, load_average: os.loadavg().map((n) => Number(n.toFixed(2))), chromium: browser.version() },
      served_as: 'web/dist/server/web-server.js (npm start): brotli/gzip, hashed chunks immutable; cold cache: new browser context per run',
      demo_catalogue_services: demoServices.length,
      pages,
      landing_with_grown_catalogue: { catalogue_services: grownCatalogue, services_in_categories_response: landingListed, ...landingGrown },
      service_with_camera_photo_at_375_px: bigPhoto,
      lighthouse: lighthouseResults,
      service_first_html: firstHtml,
      ssr_cost: ssr,
      targets: TARGETS,
      checks,
    };
    const out = path.join(rootDir, 'bench', 'web-results.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);

    const rows = [
      ['page', 'JS KB (compressed)', 'API requests', 'FCP ms', 'LCP ms'],
      ...Object.entries({ ...pages, [`landing (${grownCatalogue} services)`]: landingGrown }).map(([name, p]) => [name, p.js_kb_transferred, p.api_requests, p.fcp_ms, p.lcp_ms]),
    ];
    console.log(`\nMedians of ${RUNS} cold-cache runs (load average ${results.machine.load_average.join(' ')}):`);
    console.table(Object.fromEntries(rows.slice(1).map((r) => [r[0], Object.fromEntries(rows[0].slice(1).map((h, i) => [h, r[i + 1]]))])));
    if (lighthouseResults) {
      console.log('Lighthouse (mobile = default preset; desktop = desktop config):');
      console.table(Object.fromEntries(Object.entries(lighthouseResults).map(([k, r]) => [k, { runs: r.runs, performance: r.performance, accessibility: r.accessibility, 'best-practices': r.best_practices, seo: r.seo, 'FCP ms': r.metrics.fcp_ms, 'LCP ms': r.metrics.lcp_ms, 'TBT ms': r.metrics.tbt_ms }])));
      const mark = (ok) => (ok ? 'PASS' : 'MISS');
      console.log(`Lighthouse targets (medians):`);
      for (const [name, r] of Object.entries(lighthouseResults)) {
        const desktop = name.endsWith('_desktop');
        const marks = desktop
          ? [`performance ${r.performance} (= ${TARGETS.lighthouseDesktopPerformance}) ${mark(r.performance >= TARGETS.lighthouseDesktopPerformance)}`]
          : [
              `performance ${r.performance} (≥ ${TARGETS.lighthousePerformance}) ${mark(r.performance >= TARGETS.lighthousePerformance)}`,
              `LCP ${r.metrics.lcp_ms} ms (≤ ${TARGETS.lighthouseLcpMs}) ${mark(r.metrics.lcp_ms <= TARGETS.lighthouseLcpMs)}`,
              `TBT ${r.metrics.tbt_ms} ms (≤ ${TARGETS.lighthouseTbtMs}) ${mark(r.metrics.tbt_ms <= TARGETS.lighthouseTbtMs)}`,
              `FCP ${r.metrics.fcp_ms} ms`,
            ];
        console.log(`  ${name.padEnd(23)} ${marks.join('; ')}`);
      }
    }
    console.log(`First HTML response of ${firstHtml.url} (${firstHtml.status}, ${firstHtml.html_bytes} bytes, ${firstHtml.bytes_before_first_script} before the first script), before any script runs:`);
    const expected = firstHtml.expected;
    for (const [name, ok] of Object.entries(firstHtml.checks)) {
      const what = { title: JSON.stringify(expected.title), price: `${JSON.stringify(expected.price.de)} or ${JSON.stringify(expected.price.en)}`, seller_name: JSON.stringify(expected.seller_name), json_ld: '<script type="application/ld+json"> with valid JSON' }[name];
      console.log(`  ${ok ? 'PASS' : 'MISS'} ${name}: ${what}`);
    }
    if (ssr) {
      console.log(`Server-rendering cost (autocannon in its own process, ${SSR_BENCH_CONNECTIONS} connections, ${SSR_BENCH_SECONDS} s each, one after the other):`);
      console.table(Object.fromEntries([ssr.page, ssr.rendered, ssr.api].map((r) => [r.route, { 'req/s': r.requests_per_s, 'p50 ms': r.latency_p50_ms, 'p99 ms': r.latency_p99_ms, 'bytes/response (headers incl.)': r.bytes_per_response, 'non-2xx': r.non_2xx, errors: r.socket_errors, timeouts: r.timeouts }])));
      console.log(`  ratio page req/s / API req/s: ${ssr.ratio_req_s} with the page cache, ${ssr.ratio_rendered_req_s} rendered every time`);
      printRenderLoad(ssr);
    }
    console.log('Targets:');
    for (const [name, ok] of Object.entries(checks)) console.log(`  ${ok ? 'met   ' : 'MISSED'} ${name}`);
    console.log(`\nWrote ${path.relative(process.cwd(), out)}`);
  } finally {
    await browser.close();
    await web.app.close();
    apiProcess.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
