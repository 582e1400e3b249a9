import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startWebServer, type WebServer, type WebServerOptions } from '../server/web-server';

/**
 * A web server of a test, on a free loopback port, serving from `root` (its own host/dist and cache)
 * and reading remote releases from `registry`, a fake of the API's registry listening already;
 * `options` adds the test's tokens and warnings.
 */
export function startWebServerOnRegistry(root: string, registry: http.Server, options: Partial<WebServerOptions>): Promise<WebServer> {
  return startWebServer({
    port: 0,
    host: '127.0.0.1',
    rootDir: root,
    remotesDir: path.join(root, 'cache'),
    config: { apiUrl: '/api', remotes: { buyer: { entry: '/remotes/buyer/mf-manifest.json' }, seller: { entry: '/remotes/seller/mf-manifest.json' }, admin: { entry: '/remotes/admin/mf-manifest.json' } } },
    apiInternalUrl: `http://127.0.0.1:${(registry.address() as AddressInfo).port}`,
    registryTtlMs: 0,
    ...options,
  });
}
