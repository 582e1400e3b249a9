/**
 * The web tier's client of the shared registry of remote releases (the API's /remote-releases):
 * the live pointers, read at most every `liveTtlMs` and kept as last known good when the API does
 * not answer; release file lists (immutable, cached in memory); release files, content-addressed,
 * so cached for good on this server's disk and the small ones in memory. Publishing sends the
 * deploy token the web tier was given.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { ManifestView } from '../config';
import type { RemoteName } from '@craft/shared/contracts/remotes';
import { type ReleaseFile, sha256 } from './release-files';

export interface StoredRelease {
  remote: RemoteName;
  id: string;
  files: ReleaseFile[];
  manifest: ManifestView & Record<string, unknown>;
  created_at: string;
}
export type LiveReleases = Partial<Record<RemoteName, StoredRelease | null>>;
export interface SwitchResult {
  remote: RemoteName;
  live: string;
  from: string;
}
export interface ReleaseListing {
  remote: RemoteName;
  live: string;
  releases: { id: string; created_at: string; live: boolean; ever_live: boolean }[];
  history: { seq: number; action: 'deploy' | 'rollback'; release_id: string; from_release: string | null; at: string }[];
}

/** An answer of the API that is not a success, with the API's own `{ error }` text. */
export class RegistryHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface StoreOptions {
  /** The API's base URL (internal address). */
  apiUrl: string;
  /** Where release files are cached on this server (immutable, named by SHA-256). */
  cacheDir: string;
  deployToken?: string | null;
  liveTtlMs?: number;
  warn?: (message: string) => void;
}

const MEMORY_FILE_LIMIT = 512 * 1024;

export function createReleaseStore({ apiUrl, cacheDir, deployToken = null, liveTtlMs = 2000, warn = console.warn }: StoreOptions) {
  const base = apiUrl.replace(/\/$/, '');
  let live: { value: LiveReleases; at: number } | null = null;
  let pendingLive: Promise<LiveReleases> | null = null;
  let apiDown = false;
  const releases = new LRUCache<string, StoredRelease>({ max: 200 });
  const memory = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (value) => Math.max(1, value.length) });
  const blobLoads = new Map<string, Promise<Buffer | null>>();

  async function request(pathname: string, init: RequestInit & { token?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.token) {
      if (!deployToken) throw new RegistryHttpError(404, 'This web server has no DEPLOY_TOKEN: deploying is turned off');
      headers.set('authorization', `Bearer ${deployToken}`);
    }
    const response = await fetch(`${base}${pathname}`, { ...init, headers, signal: init.signal ?? AbortSignal.timeout(30_000) });
    if (!response.ok) {
      let message = `HTTP ${response.status}`;
      try {
        message = ((await response.json()) as { error?: string }).error ?? message;
      } catch {
        // not JSON
      }
      throw new RegistryHttpError(response.status, message);
    }
    return response;
  }
  const json = async <T>(pathname: string, init: RequestInit & { token?: boolean } = {}): Promise<T> => (await (await request(pathname, init)).json()) as T;

  async function refreshLive(): Promise<LiveReleases> {
    try {
      const value = await json<LiveReleases>('/remote-releases/live', { signal: AbortSignal.timeout(2000) });
      for (const release of Object.values(value)) if (release) releases.set(`${release.remote}/${release.id}`, release);
      live = { value, at: Date.now() };
      if (apiDown) warn('remote registry: the API answers again');
      apiDown = false;
      return value;
    } catch (error) {
      if (!apiDown) warn(`remote registry: cannot read the live releases from the API (${error instanceof Error ? error.message : String(error)}); ${live ? 'keeping the last good ones' : 'serving the built-in bundles'}`);
      apiDown = true;
      // Retried after the TTL, not on every request while the API is away.
      live = { value: live?.value ?? {}, at: Date.now() };
      return live.value;
    }
  }

  return {
    /** The live release of each remote (null or absent: the built-in bundle). */
    async live(): Promise<LiveReleases> {
      if (live && Date.now() - live.at < liveTtlMs) return live.value;
      pendingLive ??= refreshLive().finally(() => {
        pendingLive = null;
      });
      // Requests arriving meanwhile share one read; it answers the last good value when the API does not (2 s at most).
      return pendingLive;
    },

    /** Forgets the live pointers, so the next read asks the API (after this server promoted or rolled back). */
    invalidateLive(): void {
      live = null;
    },

    /** A release by id (a preview, or one served after it stopped being live); null when unknown. */
    async release(remote: RemoteName, id: string): Promise<StoredRelease | null> {
      const key = `${remote}/${id}`;
      const known = releases.get(key);
      if (known) return known;
      try {
        const found = await json<StoredRelease>(`/remote-releases/${remote}/${id}`);
        releases.set(key, found);
        return found;
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 404) return null;
        throw error;
      }
    },

    /** A release file's bytes: memory, else this server's disk, else the API (then kept). */
    async blob(hash: string): Promise<Buffer | null> {
      const inMemory = memory.get(hash);
      if (inMemory) return inMemory;
      const file = path.join(cacheDir, hash);
      let loading = blobLoads.get(hash);
      if (!loading) {
        loading = (async () => {
          try {
            const bytes = await fs.promises.readFile(file);
            if (sha256(bytes) === hash) return bytes;
          } catch {
            // not cached yet
          }
          let bytes: Buffer;
          try {
            bytes = Buffer.from(await (await request(`/remote-releases/blobs/${hash}`)).arrayBuffer());
          } catch (error) {
            if (error instanceof RegistryHttpError && error.status === 404) return null;
            throw error;
          }
          if (sha256(bytes) !== hash) throw new Error(`release file ${hash} arrived damaged`);
          await fs.promises.mkdir(cacheDir, { recursive: true });
          const temp = `${file}.${process.pid}.${Math.random().toString(16).slice(2)}.tmp`;
          await fs.promises.writeFile(temp, bytes);
          await fs.promises.rename(temp, file);
          return bytes;
        })().finally(() => blobLoads.delete(hash));
        blobLoads.set(hash, loading);
      }
      const bytes = await loading;
      if (bytes && bytes.length <= MEMORY_FILE_LIMIT) memory.set(hash, bytes);
      return bytes;
    },

    // Publishing (behind the deploy token, on the API too).
    async putBlob(hash: string, bytes: Buffer): Promise<void> {
      await request(`/remote-releases/blobs/${hash}`, { method: 'PUT', token: true, headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes) });
    },
    createRelease(remote: RemoteName, body: { id: string; files: ReleaseFile[]; manifest: Record<string, unknown> }): Promise<StoredRelease> {
      return json(`/remote-releases/${remote}`, { method: 'POST', token: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    },
    promote(remote: RemoteName, id: string): Promise<SwitchResult> {
      return json(`/remote-releases/${remote}/promote`, { method: 'POST', token: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }) });
    },
    rollback(remote: RemoteName): Promise<SwitchResult> {
      return json(`/remote-releases/${remote}/rollback`, { method: 'POST', token: true, headers: { 'content-type': 'application/json' }, body: '{}' });
    },
    list(): Promise<ReleaseListing[]> {
      return json('/remote-releases', { token: true });
    },
  };
}

export type ReleaseStore = ReturnType<typeof createReleaseStore>;
