/**
 * The run-time config the web server serves as /config.json (and deploy-config writes for nginx):
 * the shape the host reads (shared/src/config/runtime-config.ts), as far as the web tier looks into it.
 */

import type { RemoteName } from '@craft/shared/contracts/remotes';

/**
 * What the web tier reads of a remote-manifest.json (shared/src/contracts/remotes.ts). It comes from
 * disk or another server and is passed on whole, so every field is checked where it is used.
 */
export interface ManifestView {
  contract?: unknown;
  routes?: readonly { path: string; access: string; render?: string }[];
  /** Named react-router patterns, e.g. service: '/services/:id'. */
  links?: Readonly<Record<string, unknown>>;
}

/** A remote's location; `manifest` is folded in from beside its entry, `version` names a deployed release. */
export interface RemoteLocation {
  entry: string;
  version?: string;
  manifest?: ManifestView;
}

export interface WebConfig {
  apiUrl: string;
  /** One location per remote of remotes.json (@craft/shared/contracts/remotes). */
  remotes: Record<RemoteName, RemoteLocation>;
  operator?: Record<string, string | null>;
  siteOrigin?: string;
}

/** The site's public address: a fixed string, or a function read when needed (known once listening). */
export type PublicBaseUrl = string | (() => string);

/** The live config, computed per request from the environment and the remote registry. */
export interface ConfigSource {
  config(): Promise<WebConfig>;
}
