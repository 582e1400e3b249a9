// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Supply chain, browser side: the production web server (web/src/server/web-server.ts, what `npm
 * start` runs built) must forbid inline scripts, so injected markup can never run. It is another
 * workspace, hence the typed dynamic import.
 */
interface WebConfig {
  apiUrl: string;
  remotes: { buyer: { entry: string }; seller: { entry: string } };
}
interface WebServerModule {
  contentSecurityPolicy(config: WebConfig, fileOrigins?: { images: string[]; downloads: string[] }): string;
  fileOriginsFromEnv(env: Record<string, string | undefined>): { images: string[]; downloads: string[] };
  configFromEnv(env: Record<string, string | undefined>): WebConfig;
  startWebServer(options: { port: number; host?: string; rootDir: string; config: WebConfig; apiInternalUrl?: string | null; publicBaseUrl?: string | null }): Promise<{
    app: { close(): Promise<void> };
    port: number;
    publicBaseUrl: string;
  }>;
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const loadWebServer = async () => (await import(pathToFileURL(path.join(rootDir, 'web/src/server/web-server.ts')).href)) as WebServerModule;

/** The directive's sources, e.g. script-src -> ["'self'", "https://cdn"]. */
function directive(policy: string, name: string): string[] {
  const entry = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  assert.ok(entry, `${name} is set in: ${policy}`);
  return entry.slice(1);
}

function assertNoInlineScripts(policy: string): void {
  const scripts = directive(policy, 'script-src');
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'http:', 'https:']) {
    assert.ok(!scripts.includes(unsafe), `script-src allows ${unsafe}: ${policy}`);
  }
  assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
}

describe('web server: Content-Security-Policy', () => {
  test('script-src never allows inline or eval, also with remotes and the API on other origins', async () => {
    const { contentSecurityPolicy, configFromEnv } = await loadWebServer();
    assertNoInlineScripts(contentSecurityPolicy(configFromEnv({})));
    const spread = configFromEnv({ API_URL: 'https://api.example.com', BUYER_REMOTE_URL: 'https://buyer.example.com/mf-manifest.json', SELLER_REMOTE_URL: 'https://seller.example.com/mf-manifest.json' });
    const policy = contentSecurityPolicy(spread);
    assertNoInlineScripts(policy);
    assert.deepEqual(directive(policy, 'script-src').sort(), ["'self'", 'https://buyer.example.com', 'https://seller.example.com']);
  });

  test('the default API is /api of the same origin: connect-src and img-src name no other origin; an API_URL elsewhere is added', async () => {
    const { contentSecurityPolicy, configFromEnv } = await loadWebServer();
    const sameOrigin = configFromEnv({ PORT: '9999', TLS_CERT: '/c.pem', TLS_KEY: '/k.pem' });
    assert.equal(sameOrigin.apiUrl, '/api');
    const policy = contentSecurityPolicy(sameOrigin, { images: [], downloads: [] });
    assert.deepEqual(directive(policy, 'connect-src'), ["'self'"]);
    assert.deepEqual(directive(policy, 'img-src'), ["'self'", 'data:', 'blob:']);

    const elsewhere = contentSecurityPolicy(configFromEnv({ API_URL: 'https://api.example.com/v1' }), { images: [], downloads: [] });
    assert.deepEqual(directive(elsewhere, 'connect-src'), ["'self'", 'https://api.example.com']);
    assert.deepEqual(directive(elsewhere, 'img-src'), ["'self'", 'data:', 'blob:', 'https://api.example.com']);
    assertNoInlineScripts(elsewhere);
  });

  test('photos from S3_PUBLIC_URL and signed document URLs are allowed by img-src and connect-src, scripts still not', async () => {
    const { contentSecurityPolicy, configFromEnv, fileOriginsFromEnv } = await loadWebServer();
    const s3 = { S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com', S3_BUCKET: 'craft-uploads', S3_PUBLIC_URL: 'https://cdn.example.com/photos' };
    assert.deepEqual(fileOriginsFromEnv(s3), { images: ['https://cdn.example.com'], downloads: [] }, 'documents are streamed by the API by default');
    const virtualHosted = fileOriginsFromEnv({ ...s3, S3_SIGNED_URL_SECONDS: '60', S3_FORCE_PATH_STYLE: '0' });
    assert.deepEqual(virtualHosted.downloads, ['https://craft-uploads.s3.eu-central-1.amazonaws.com']);
    assert.deepEqual(fileOriginsFromEnv({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_SIGNED_URL_SECONDS: '60' }).downloads, ['http://127.0.0.1:9000']);
    const policy = contentSecurityPolicy(configFromEnv({}), virtualHosted);
    assertNoInlineScripts(policy);
    assert.ok(directive(policy, 'img-src').includes('https://cdn.example.com'), policy);
    assert.ok(directive(policy, 'connect-src').includes('https://craft-uploads.s3.eu-central-1.amazonaws.com'), policy);
    assert.ok(!directive(policy, 'script-src').includes('https://cdn.example.com'), policy);
  });

  test('the running server sends that policy on every response, and the built page has no inline script', async () => {
    const { startWebServer, configFromEnv } = await loadWebServer();
    const server = await startWebServer({ port: 0, host: '127.0.0.1', rootDir, config: configFromEnv({}) });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const indexHtml = path.join(rootDir, 'host', 'dist', 'index.html');
      // Without a build (a fresh clone before `npm run build`) only the always-served files are checked.
      const paths = ['/config.json', '/no-such-file.js', ...(fs.existsSync(indexHtml) ? ['/', '/services/1'] : [])];
      for (const url of paths) {
        const response = await fetch(`${base}${url}`);
        await response.arrayBuffer();
        const policy = response.headers.get('content-security-policy');
        assert.ok(policy, `${url} carries a CSP`);
        assertNoInlineScripts(policy);
      }
      if (fs.existsSync(indexHtml)) {
        const html = fs.readFileSync(indexHtml, 'utf8');
        const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes, body]) => !/\bsrc=/.test(attributes ?? '') || (body ?? '').trim());
        assert.deepEqual(inline.map(([tag]) => tag.slice(0, 120)), [], 'index.html has no inline script the CSP would block');
        assert.ok(!/\son[a-z]+=/i.test(html), 'index.html has no inline event handler');
      }
    } finally {
      await server.app.close();
    }
  });

  test('photos are on the public address, so img-src names it when it is not the address the server listens on', async () => {
    const { startWebServer, configFromEnv } = await loadWebServer();
    // As npm start: every interface, the public address it prints is localhost.
    const everywhere = await startWebServer({ port: 0, host: '0.0.0.0', rootDir, config: configFromEnv({}), apiInternalUrl: null, publicBaseUrl: null });
    try {
      assert.equal(everywhere.publicBaseUrl, `http://localhost:${everywhere.port}`);
      const policy = (await fetch(`http://127.0.0.1:${everywhere.port}/config.json`)).headers.get('content-security-policy') ?? '';
      assert.deepEqual(directive(policy, 'img-src'), ["'self'", 'data:', 'blob:', `http://localhost:${everywhere.port}`]);
    } finally {
      await everywhere.app.close();
    }
    const configured = await startWebServer({ port: 0, host: '127.0.0.1', rootDir, config: configFromEnv({}), apiInternalUrl: null, publicBaseUrl: 'https://www.example.de/' });
    try {
      assert.equal(configured.publicBaseUrl, 'https://www.example.de');
      const policy = (await fetch(`http://127.0.0.1:${configured.port}/config.json`)).headers.get('content-security-policy') ?? '';
      assert.deepEqual(directive(policy, 'img-src'), ["'self'", 'data:', 'blob:', 'https://www.example.de']);
    } finally {
      await configured.app.close();
    }
  });
});
