/**
 * What a release must pass before it is stored or goes live. Each refusal is one line naming the
 * file or route at fault, so a team sees at once what to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { manifestProblem, REMOTE_CONTAINERS, type RemoteManifest, type RemoteName } from '@craft/shared/contracts/remotes';
import { hostPaths } from '@craft/shared/paths';
import semver from 'semver';
import type { ManifestView } from '../config';

export class ReleaseRefused extends Error {}

interface SharedEntry {
  name?: unknown;
  version?: unknown;
  singleton?: unknown;
  requiredVersion?: unknown;
  assets?: unknown;
}
interface FederationManifest {
  name?: unknown;
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  shared?: SharedEntry[];
  exposes?: { name?: unknown; assets?: unknown }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(files: ReadonlyMap<string, Buffer>, file: string): unknown {
  const bytes = files.get(file);
  if (!bytes) throw new ReleaseRefused(`${file} is missing: is this a remote build?`);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new ReleaseRefused(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Every file name under `assets` ({ js: { sync, async }, css: { sync, async } }). */
function assetFiles(assets: unknown): string[] {
  if (!isRecord(assets)) return [];
  return Object.values(assets).flatMap((kind) => (isRecord(kind) ? Object.values(kind).flatMap((list) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [])) : []));
}

/**
 * A route pattern's segments, once for each way of taking its optional segments (`:param?`, and the
 * router's optional static `segment?`): each present, without its '?', or left out.
 */
function segmentVariants(pattern: string): string[][] {
  let variants: string[][] = [[]];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.length > 1 && segment.endsWith('?')) {
      const present = segment.slice(0, -1);
      variants = variants.flatMap((variant) => [variant, [...variant, present]]);
    } else variants = variants.map((variant) => [...variant, segment]);
  }
  return variants;
}

/** True when some URL path matches both patterns, neither with an optional segment. */
function segmentsOverlap(left: readonly string[], right: readonly string[]): boolean {
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const x = left[i];
    const y = right[i];
    if (x === '*' || y === '*') return true;
    if (x === undefined || y === undefined) return false;
    if (x !== y && !x.startsWith(':') && !y.startsWith(':')) return false;
  }
  return true;
}

/**
 * True when some URL path matches both route patterns (':param' matches any one segment, '*' the
 * rest, a segment ending in '?' is optional: '/a/:b?' matches '/a' as well as '/a/x').
 */
export function pathsOverlap(a: string, b: string): boolean {
  const right = segmentVariants(b);
  return segmentVariants(a).some((left) => right.some((variant) => segmentsOverlap(left, variant)));
}

/** The versions of shared modules the live host build provides (host/dist/mf-manifest.json), or null when unknown. */
export function hostSharedVersions(hostDistDir: string): Map<string, string> | null {
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(hostDistDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  } catch {
    return null;
  }
  const versions = new Map<string, string>();
  for (const entry of manifest.shared ?? []) if (typeof entry.name === 'string' && typeof entry.version === 'string') versions.set(entry.name, entry.version);
  return versions;
}

export interface ReleaseToCheck {
  name: RemoteName;
  files: ReadonlyMap<string, Buffer>;
  /** The host build serving pages (its mf-manifest.json: the shared versions it provides). */
  hostDistDir: string;
  /** The other remotes' live manifests (their routes). */
  others: Partial<Record<RemoteName, ManifestView | undefined>>;
  /** Deploy a build made for another contract anyway (the host shows its fallback for it). */
  force?: boolean;
}

/** The remote contract version the host build provides (host/dist/contract.json), or null when it has none. */
function hostContractVersion(hostDistDir: string): string | null {
  try {
    const version = (JSON.parse(fs.readFileSync(path.join(hostDistDir, 'contract.json'), 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' && semver.valid(version) ? version : null;
  } catch {
    return null;
  }
}

/** Throws ReleaseRefused (one line) for the first problem; returns the release's remote manifest. */
export function checkRelease({ name, files, hostDistDir, others, force = false }: ReleaseToCheck): RemoteManifest {
  const manifestValue = parseJson(files, 'remote-manifest.json');
  const problem = manifestProblem(manifestValue, name);
  if (problem) throw new ReleaseRefused(`remote-manifest.json is not valid: ${problem}`);
  const manifest = manifestValue as RemoteManifest;
  const host = hostContractVersion(hostDistDir);
  if (host && !force && !semver.satisfies(host, manifest.contract))
    throw new ReleaseRefused(`Incompatible: the ${name} build needs contract ${manifest.contract}, but the live host provides ${host}; deploy a build made for ${host}, or pass --force`);

  const federationValue = parseJson(files, 'mf-manifest.json');
  if (!isRecord(federationValue)) throw new ReleaseRefused('mf-manifest.json is not an object');
  const federation = federationValue as FederationManifest;
  if (federation.name !== REMOTE_CONTAINERS[name]) throw new ReleaseRefused(`mf-manifest.json is the container "${String(federation.name)}", not the ${name} remote's "${REMOTE_CONTAINERS[name]}"`);

  // Every file the federation manifest lists must be there and not empty.
  const entryName = typeof federation.metaData?.remoteEntry?.name === 'string' ? federation.metaData.remoteEntry.name : 'remoteEntry.js';
  const listed = [entryName, ...(federation.shared ?? []).flatMap((entry) => assetFiles(entry.assets)), ...(federation.exposes ?? []).flatMap((entry) => assetFiles(entry.assets))];
  for (const file of new Set(listed)) {
    const bytes = files.get(file);
    if (!bytes) throw new ReleaseRefused(`${file} is listed in mf-manifest.json but missing from the release`);
    if (bytes.length === 0) throw new ReleaseRefused(`${file} is listed in mf-manifest.json but empty`);
  }

  // A truncated or garbled remoteEntry.js (or server entry) fails to compile before it can load.
  for (const file of [entryName, 'server/remoteEntry.js']) {
    const bytes = files.get(file);
    if (!bytes) continue;
    try {
      new vm.Script(bytes.toString('utf8'), { filename: file });
    } catch (error) {
      throw new ReleaseRefused(`${file} does not load: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // Routes: none may take a path of the host or of another remote.
  for (const route of manifest.routes) {
    const host = Object.values(hostPaths).find((hostPath) => pathsOverlap(route.path, hostPath));
    if (host) throw new ReleaseRefused(`route ${route.id} (${route.path}) takes the host's path ${host}`);
    for (const [other, view] of Object.entries(others)) {
      if (other === name) continue;
      const clash = view?.routes?.find((theirs) => pathsOverlap(route.path, theirs.path));
      if (clash) throw new ReleaseRefused(`route ${route.id} (${route.path}) takes the ${other} remote's path ${clash.path}`);
    }
  }

  // Shared singletons (react, the router, @craft/shared): the live host's copy wins, so it must satisfy what the release needs.
  const provided = hostSharedVersions(hostDistDir);
  if (provided) {
    for (const entry of federation.shared ?? []) {
      if (typeof entry.name !== 'string' || entry.singleton !== true || typeof entry.requiredVersion !== 'string' || !semver.validRange(entry.requiredVersion)) continue;
      const version = provided.get(entry.name);
      if (version === undefined) throw new ReleaseRefused(`shared singleton ${entry.name} ${entry.requiredVersion} is not provided by the live host`);
      if (!semver.satisfies(version, entry.requiredVersion))
        throw new ReleaseRefused(`shared singleton ${entry.name}: the release needs ${entry.requiredVersion}, the live host provides ${version}`);
    }
  }
  return manifest;
}
