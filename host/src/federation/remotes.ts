import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_CONTAINERS,
  type RemoteName,
  type RemoteRoutesModule,
  type RuntimeConfig,
} from '@craft/shared';

let configured: RuntimeConfig | null = null;

const remoteList = (config: RuntimeConfig) =>
  (Object.keys(REMOTE_CONTAINERS) as RemoteName[])
    .filter((remote) => config.remotes[remote].entry !== '')
    .map((remote) => ({ name: REMOTE_CONTAINERS[remote], entry: config.remotes[remote].entry }));

/**
 * Registers the remotes from the run-time config. Nothing is fetched here: a remote's
 * entry is loaded the first time one of its routes is visited.
 */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  configured = config;
  registerPlugins([
    {
      name: 'craft-remote-load-errors',
      // Returning nothing lets the error reach the route's boundary, which shows the fallback.
      errorLoadRemote(args) {
        console.error(`Remote module ${args.id} failed to load (${args.lifecycle})`, args.error);
        return undefined;
      },
    },
  ]);
  registerRemotes(remoteList(config));
}

const loaded = new Map<RemoteName, Promise<RemoteRoutesModule<string>>>();

/** Loads a remote's './routes' once; a failure is forgotten so a retry fetches again. */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule<string>> {
  const cached = loaded.get(remote);
  if (cached) return cached;
  const pending = loadRemote<RemoteRoutesModule<string>>(`${REMOTE_CONTAINERS[remote]}/routes`)
    .then((module) => {
      if (!module || typeof module.routes !== 'object') throw new Error(`Remote ${remote} exposes no routes`);
      return module;
    })
    .catch((error: unknown) => {
      loaded.delete(remote);
      // Forget the failed container so the next attempt loads the entry again.
      if (configured) registerRemotes(remoteList(configured).filter((r) => r.name === REMOTE_CONTAINERS[remote]), { force: true });
      throw error;
    });
  loaded.set(remote, pending);
  return pending;
}
