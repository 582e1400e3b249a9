/**
 * Releases of the buyer and seller remotes, deployed and rolled back while the web server runs.
 *
 * Layout of the remotes dir (REMOTES_DIR, default DATA_DIR/remotes):
 *
 *   <remotesDir>/registry.json                 which release of each remote is live, and its history
 *   <remotesDir>/<buyer|seller>/<version>/     one immutable folder per deployed build (a copy of its dist)
 *
 * A version is `<UTC yyyymmdd-hhmmss>-<first 10 hex of a sha256 over the build's files>`. A folder is
 * never written again once it carries its name (the copy is made in a staging folder and renamed),
 * and registry.json is replaced in one rename, so the web server, which reads it on every
 * /config.json request, sees either the old or the new file, never half of one.
 *
 * This file is what both sides share: the layout and reading registry.json. The deploy side
 * (deploy.ts: npm run remote:deploy / remote:rollback / remote:list) writes it; the run-time side
 * (run-time.ts) turns the live release into /config.json for the web server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_DIRS, REMOTE_NAMES, type RemoteName } from '@craft/shared/contracts/remotes';

/** REMOTE_DIRS: where each remote's own build lives in the repository (the fallback when nothing is deployed). */
export { REMOTE_DIRS, REMOTE_NAMES, type RemoteName };
export const VERSION_PATTERN = /^\d{8}-\d{6}-[0-9a-f]{10}$/;
const REGISTRY_FILE = 'registry.json';
const REGISTRY_FORMAT = 1;

/** REMOTES_DIR, else <DATA_DIR or ./data>/remotes; relative paths from `baseDir` (the repository root), like the API's DATA_DIR. */
export function remotesDirFromEnv(env: NodeJS.ProcessEnv, baseDir: string): string {
  if (env.REMOTES_DIR) return path.resolve(baseDir, env.REMOTES_DIR);
  return path.resolve(baseDir, env.DATA_DIR ?? 'data', 'remotes');
}

export class RegistryError extends Error {}

/** One line of a remote's history: a deploy pushes its version on the stack, a rollback pops one. */
export type RegistryEvent =
  | { action: 'deploy'; version: string; at: string; contract: string; host: string | null; forced?: true }
  | { action: 'rollback'; version: string; from: string; at: string };

export interface RemoteEntry {
  live: string | null;
  history: RegistryEvent[];
}

/**
 * {
 *   "format": 1,
 *   "remotes": {
 *     "buyer": {
 *       "live": "20261124-093000-3fa4c2e1b0",
 *       "history": [
 *         { "action": "deploy", "version": "20261123-120000-0a1b2c3d4e", "at": "2026-11-23T12:00:00.000Z", "contract": "^1.0.0", "host": "1.0.0" },
 *         { "action": "deploy", "version": "20261124-093000-3fa4c2e1b0", "at": "2026-11-24T09:30:00.000Z", "contract": "^1.0.0", "host": "1.0.0", "forced": true },
 *         { "action": "rollback", "version": "20261123-120000-0a1b2c3d4e", "from": "20261124-093000-3fa4c2e1b0", "at": "..." }
 *       ]
 *     }
 *   }
 * }
 * `live` is what the web server reads; `history` is append-only: a deploy pushes its version on
 * the remote's stack, a rollback pops the top one (see liveStack in deploy.ts).
 */
export interface Registry {
  format: number;
  remotes: Partial<Record<string, RemoteEntry>>;
}

export const emptyRegistry = (): Registry => ({ format: REGISTRY_FORMAT, remotes: {} });

export const registryPath = (remotesDir: string): string => path.join(remotesDir, REGISTRY_FILE);

export const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | undefined)?.code;
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The registry on disk; an empty one when the file does not exist yet. Throws on a damaged file. */
export function readRegistry(remotesDir: string): Registry {
  let text;
  try {
    text = fs.readFileSync(registryPath(remotesDir), 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return emptyRegistry();
    throw error;
  }
  const registry = JSON.parse(text) as Partial<Registry> | null;
  if (typeof registry !== 'object' || registry === null || typeof registry.remotes !== 'object' || registry.remotes === null)
    throw new RegistryError(`${registryPath(remotesDir)} is not a remote registry`);
  return registry as Registry;
}
