/**
 * The web tier (web/src/server/web-server.ts, what `npm start` runs built) as the API's tests start
 * it in front of real API processes. Imported from its source at run time: the web workspace is
 * not a dependency of the API, so the part of its surface the tests use is declared here, once.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The edge's limits a test may tighten (web/src/edge/limits.ts). */
export interface EdgeLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  bodyIdleTimeoutMs: number;
  bodyLimitBytes: number;
  bodyBufferBytes: number;
  apiRequestsPerAddress: number;
  liveStreamsPerAddress: number;
}

export interface WebServerModule {
  startWebServer(options: {
    port: number;
    host?: string;
    rootDir: string;
    config: { apiUrl: string; remotes: { buyer: { entry: string }; seller: { entry: string } } };
    apiInternalUrl?: string | null;
    trustProxy?: boolean | string[];
    remotesDir?: string;
    deployToken?: string | null;
    registryTtlMs?: number;
    pageCacheSeconds?: number;
    publicBaseUrl?: string | null;
    limits?: Partial<EdgeLimits>;
    warn?: (message: string) => void;
  }): Promise<{ app: { close(): Promise<void> }; port: number; publicBaseUrl: string }>;
  API_UNAVAILABLE: string;
}

export type RunningWebServer = Awaited<ReturnType<WebServerModule['startWebServer']>>;

export const loadWebServer = async (): Promise<WebServerModule> =>
  (await import(pathToFileURL(path.join(repoRoot, 'web/src/server/web-server.ts')).href)) as WebServerModule;
