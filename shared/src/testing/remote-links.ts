import { setRuntimeConfig } from '../config/runtime-config';
import type { RemoteManifest, RemoteName } from '../contracts/remotes';

/**
 * The cross-app links the remotes' manifests declare today, as a contract fixture: tests of one
 * app see links into another (a service card's title, a craftsman's dashboard) resolve as in the
 * page. Each remote's own tests check its real manifest.
 */
const declaredLinks: Record<RemoteName, Record<string, string>> = {
  buyer: { service: '/services/:id', seller: '/sellers/:id', favorable: '/favorable' },
  seller: { dashboard: '/home/craftman' },
  admin: { home: '/operator', reports: '/operator/reports' },
};

const manifestWith = (name: RemoteName): RemoteManifest => ({
  name,
  contract: '^1.0.0',
  routes: [],
  links: declaredLinks[name],
  entries: [],
  texts: {},
});

/** Configures both remotes with the fixture links (run before every test by setup-tests). */
export function configureRemoteLinks(): void {
  setRuntimeConfig({
    apiUrl: '',
    remotes: {
      buyer: { entry: '/remotes/buyer/mf-manifest.json', manifest: manifestWith('buyer') },
      seller: { entry: '/remotes/seller/mf-manifest.json', manifest: manifestWith('seller') },
      admin: { entry: '/remotes/admin/mf-manifest.json', manifest: manifestWith('admin') },
    },
  });
}
