import { matchPath } from 'react-router-dom';
import { accountRole, authStore, type RemoteName, type RouteAccess } from '@craft/shared';
import { accessAllows } from '../lib/access';
import { getRemoteCatalog } from './remote-catalog';
import { loadRemotePage } from './remotes';

/** Whether the current session passes a route's guard (the same rule as RequireAuth/RequireRole). */
export function passesAccess(access: RouteAccess): boolean {
  const { token, user } = authStore.getSession();
  return accessAllows(access, Boolean(token), accountRole(user));
}

/**
 * The remote page the router will mount for `pathname`, when this visitor passes its guard;
 * null for host pages, refused pages and remotes this host cannot load.
 */
export function remotePageForPath(pathname: string): { remote: RemoteName; routeId: string; params: Readonly<Record<string, string | undefined>> } | null {
  for (const remote of getRemoteCatalog()) {
    for (const route of remote.manifest.routes) {
      const match = matchPath(route.path, pathname);
      if (!match) continue;
      return remote.compatible && passesAccess(route.access) ? { remote: remote.name, routeId: route.id, params: match.params } : null;
    }
  }
  return null;
}

/**
 * Starts loading the page being opened before the first render, so the remote's manifest and
 * chunks travel while React renders the shell. RemoteRoute picks up the same request (and shows
 * the failure, if any).
 */
export function preloadRemoteForPath(pathname: string): void {
  const page = remotePageForPath(pathname);
  if (page) loadRemotePage(page.remote, page.routeId).catch(() => undefined);
}
