import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Supply chain, browser side: the production web server (scripts/web-server.mjs, what `npm start`
 * runs) must forbid inline scripts, so injected markup can never run. It is plain JS outside this
 * workspace, hence the typed dynamic import.
 */
interface WebConfig {
  apiUrl: string;
  remotes: { buyer: { entry: string }; seller: { entry: string } };
}
interface WebServerModule {
  contentSecurityPolicy(config: WebConfig): string;
  configFromEnv(env: Record<string, string | undefined>): WebConfig;
  startWebServer(options: { port: number; host?: string; rootDir: string; config: WebConfig }): Promise<{ app: { close(): Promise<void> }; port: number }>;
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const loadWebServer = async () => (await import(pathToFileURL(path.join(rootDir, 'scripts/web-server.mjs')).href)) as WebServerModule;

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
});
