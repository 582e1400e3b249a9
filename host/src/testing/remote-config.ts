import { type RemoteManifest, type RuntimeConfig } from '@craft/shared';
import { setRuntimeConfig } from '@craft/shared/testing';
import { manifest as buyerManifest } from '../../../buyer-remote/src/app/manifest';
import { manifest as sellerManifest } from '../../../seller-remote/src/app/manifest';
import { manifest as adminManifest } from '../../../admin-remote/src/app/manifest';
import { initRemoteCatalog } from '../federation/remote-catalog';

/**
 * The run-time config as the web server writes it for the remotes' current builds: the real
 * manifests, so host tests notice when a remote changes what it declares.
 */
export function remoteConfig(overrides: { buyer?: Partial<RemoteManifest>; seller?: Partial<RemoteManifest>; admin?: Partial<RemoteManifest> } = {}): RuntimeConfig {
  return {
    apiUrl: '',
    remotes: {
      buyer: { entry: '/remotes/buyer/mf-manifest.json', manifest: { ...buyerManifest, ...overrides.buyer } },
      seller: { entry: '/remotes/seller/mf-manifest.json', manifest: { ...sellerManifest, ...overrides.seller } },
      admin: { entry: '/remotes/admin/mf-manifest.json', manifest: { ...adminManifest, ...overrides.admin } },
    },
  };
}

/** Makes `config` the page's config and the host's remote catalog, as bootstrap does. */
export function configureRemotes(config: RuntimeConfig = remoteConfig()): void {
  setRuntimeConfig(config);
  initRemoteCatalog(config);
}

// What the remotes declare, for assertions about where the host sends people.
export { buyerPaths, links as buyerLinks } from '../../../buyer-remote/src/config/paths';
export { sellerPaths, links as sellerLinks } from '../../../seller-remote/src/config/paths';
export { adminPaths } from '../../../admin-remote/src/config/paths';
