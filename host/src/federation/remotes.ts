import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  contractSatisfies,
  REGISTRATION_MODULE,
  REMOTE_CONTAINERS,
  REMOTE_CONTRACT_VERSION,
  reportError,
  type RemoteName,
  type RemoteRegistration,
  type RuntimeConfig,
} from '@craft/shared';
import type { ComponentType } from 'react';
import { nextTask } from '../lib/next-task';
import type { CatalogRemote } from './remote-catalog';

let registered: { name: string; entry: string }[] = [];
/** The release '0': the built-in bundle (a config entry without a version). */
const RELEASE_ZERO = '0';
/** Remotes whose entry a retry moved to another release than the tab's config named: that release. */
const releasesSinceLoad = new Map<RemoteName, string>();

/**
 * A remote's remoteEntry.js beside the mf-manifest.json the config names: the host loads the entry
 * script directly (one request less per remote), so its federation runtime goes without the
 * manifest ("snapshot") support, about 2 KB of the landing page's budget.
 */
export function scriptEntryOf(entry: string): string {
  return entry.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

/**
 * The server renderer registers each remote's server build, and again after a deploy put
 * another build live: what was loaded from the previous one is forgotten.
 */
export function registerServerRemotes(remotes: { name: RemoteName; entry: string }[]): void {
  const next = remotes.map((remote) => ({ name: REMOTE_CONTAINERS[remote.name], entry: remote.entry }));
  const changed = next.filter((remote) => !registered.some((r) => r.name === remote.name && r.entry === remote.entry));
  if (changed.length === 0 && next.length === registered.length) return;
  registered = next;
  registrations.clear();
  pages.clear();
  loadedPages.clear();
  registerRemotes(next, { force: true });
}

/**
 * Registers the compatible remotes of the catalog with the federation runtime. Nothing is fetched
 * here: a remote's entry is loaded the first time one of its routes is visited.
 */
export function registerConfiguredRemotes(config: RuntimeConfig, catalog: readonly CatalogRemote[]): void {
  registered = catalog
    .filter((remote) => remote.compatible)
    .map((remote) => ({ name: REMOTE_CONTAINERS[remote.name], entry: scriptEntryOf(config.remotes[remote.name].entry) }));
  releasesSinceLoad.clear();
  registerPlugins([
    {
      name: 'craft-remote-init-in-its-own-task',
      // A remote's entry script is evaluated, and its container set up (the shared modules' versions
      // negotiated), in the task its script arrived in: on a phone the two together block input
      // for long. The set-up waits for a task of its own.
      async beforeInitContainer(args) {
        await nextTask();
        return args;
      },
    },
    {
      name: 'craft-remote-load-errors',
      // Returning nothing lets the error reach the route's boundary, which shows the fallback.
      errorLoadRemote(args) {
        reportError(args.error, { action: `Loading remote module ${args.id} (${args.lifecycle})`, app: 'host', module: args.id, lifecycle: args.lifecycle });
        return undefined;
      },
    },
  ]);
  registerRemotes(registered);
}

const registrations = new Map<RemoteName, Promise<RemoteRegistration>>();

/** Loads a remote's './register' once; a failure is forgotten so a retry fetches again. */
function loadRegistration(remote: RemoteName): Promise<RemoteRegistration> {
  const cached = registrations.get(remote);
  if (cached) return cached;
  const pending = loadRemote<{ registration?: RemoteRegistration }>(`${REMOTE_CONTAINERS[remote]}/${REGISTRATION_MODULE}`)
    .then((module) => {
      const registration = module?.registration;
      if (!registration || typeof registration.pages !== 'object') throw new Error(`Remote ${remote} exposes no registration`);
      // The code that arrived may be another build than /config.json described (e.g. a moved URL).
      if (!contractSatisfies(REMOTE_CONTRACT_VERSION, registration.manifest.contract)) {
        throw new Error(
          `Remote ${remote} needs remote contract ${registration.manifest.contract}; this host provides ${REMOTE_CONTRACT_VERSION}`,
        );
      }
      return registration;
    })
    .catch((error: unknown) => {
      registrations.delete(remote);
      // Forget the failed container so the next attempt loads the entry again.
      const container = registered.filter((r) => r.name === REMOTE_CONTAINERS[remote]);
      if (container.length > 0) registerRemotes(container, { force: true });
      throw error;
    });
  registrations.set(remote, pending);
  return pending;
}

/**
 * The release of a remote this tab runs now: the one its config named, unless a retry moved to
 * another since (failures are counted against the release that failed).
 */
export function releaseInUse(remote: RemoteName, configured: string | undefined): string {
  return releasesSinceLoad.get(remote) ?? configured ?? RELEASE_ZERO;
}

/**
 * The global array through which a remote's chunks reach its webpack runtime: webpack's
 * `webpackChunk<uniqueName>`, and the platform preset (platform/webpack.cjs) makes uniqueName the
 * container's name. Every build of a remote shares it, and a runtime that starts takes every chunk
 * already in it for its own: another release's entry, loaded into a tab that ran a release before,
 * would run that release's code under the same chunk ids (the page broken there stays broken).
 * The old runtime keeps its own reference to the array it was fed through; the next one starts afresh.
 */
function forgetLoadedChunks(container: string): void {
  delete (globalThis as Record<string, unknown>)[`webpackChunk${container}`];
}

/**
 * Before a retry: reads /config.json again, so the next attempt fetches the release live now (a
 * rollback or a fix since this tab loaded), not the broken one the tab's config named. The remote's
 * container is registered anew only when its entry moved; a failed read changes nothing.
 */
export async function refreshRemoteEntry(remote: RemoteName): Promise<void> {
  const name = REMOTE_CONTAINERS[remote];
  if (!registered.some((r) => r.name === name)) return;
  let live: { entry?: unknown; version?: unknown } | undefined;
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    if (!response.ok) return;
    live = ((await response.json()) as { remotes?: Partial<Record<RemoteName, { entry?: unknown; version?: unknown }>> }).remotes?.[remote];
  } catch {
    return;
  }
  const entry = live?.entry;
  if (typeof entry !== 'string' || !entry) return;
  const next = { name, entry: scriptEntryOf(entry) };
  if (registered.some((r) => r.name === name && r.entry === next.entry)) return;
  registered = [...registered.filter((r) => r.name !== name), next];
  releasesSinceLoad.set(remote, typeof live?.version === 'string' ? live.version : RELEASE_ZERO);
  forgetLoadedChunks(name);
  registrations.delete(remote);
  for (const key of [...pages.keys()]) if (key.startsWith(`${remote}:`)) pages.delete(key);
  for (const key of [...loadedPages.keys()]) if (key.startsWith(`${remote}:`)) loadedPages.delete(key);
  registerRemotes([next], { force: true });
}

const pages = new Map<string, Promise<ComponentType>>();
// Pages whose chunk has arrived: rendered at once, which the server and the hydration need.
const loadedPages = new Map<string, ComponentType>();

/** A remote page already loaded (by loadRemotePage), or undefined. */
export function loadedRemotePage(remote: RemoteName, routeId: string): ComponentType | undefined {
  return loadedPages.get(`${remote}:${routeId}`);
}

/**
 * Server rendering: the reads a remote page declares (its registration's prefetch), started with the
 * route's parameters. Resolves when they are settled, or after SERVER_READ_TIMEOUT_MS with the reads
 * still running failed as unreachable (the page then shows the notice instead of "Loading..."); a
 * remote without a declaration resolves at once.
 */
export async function prefetchRemotePage(remote: RemoteName, routeId: string, params: Readonly<Record<string, string | undefined>>): Promise<void> {
  const prefetch = (await loadRegistration(remote)).prefetch?.[routeId];
  if (prefetch) await (await import('@craft/shared/query')).settleServerQueries(prefetch(params));
}

/** One page of a remote: its registration, then the page's own chunk; failures are not cached. */
export function loadRemotePage(remote: RemoteName, routeId: string): Promise<ComponentType> {
  const key = `${remote}:${routeId}`;
  const cached = pages.get(key);
  if (cached) return cached;
  const pending = loadRegistration(remote)
    .then((registration) => {
      const load = registration.pages[routeId];
      if (!load) throw new Error(`Remote ${remote} has no page "${routeId}"`);
      return load();
    })
    .then((module) => {
      loadedPages.set(key, module.default);
      return module.default;
    })
    .catch((error: unknown) => {
      pages.delete(key);
      throw error;
    });
  pages.set(key, pending);
  return pending;
}
