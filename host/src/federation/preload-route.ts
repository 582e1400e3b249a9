import { matchPath } from 'react-router-dom';
import { authStore, buyerPaths, sellerPaths, type RemoteName } from '@craft/shared';
import { buyerPathGuards } from '../app/guarded-paths';
import { loadRemoteRoutes } from './remotes';

/**
 * The remote whose page the router will mount for `pathname`, when this visitor passes the same
 * guards as the routes (routes.tsx: RequireAuth, RequireRole); null for host pages.
 */
export function remoteForPath(pathname: string): RemoteName | null {
  const { token, user } = authStore.getSession();
  for (const path of Object.values(buyerPaths)) {
    if (matchPath(path, pathname)) {
      const guard = buyerPathGuards[path];
      if (!guard) return 'buyer';
      if (!token || (guard === 'buyer' && user?.role === 'seller')) return null;
      return 'buyer';
    }
  }
  for (const path of Object.values(sellerPaths)) {
    if (matchPath(path, pathname)) return token && user?.role === 'seller' ? 'seller' : null;
  }
  return null;
}

/**
 * Starts loading the remote of the page being opened before the first render, so its manifest and
 * chunks travel while React renders the shell. RemoteRoute picks up the same request (and shows
 * the failure, if any).
 */
export function preloadRemoteForPath(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (remote) loadRemoteRoutes(remote).catch(() => undefined);
}
