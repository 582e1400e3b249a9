/**
 * A remote's build as a release: its files with their SHA-256, and the release id, which is the
 * content hash of that list (the API computes the same: api/src/routes/remote-releases/queries.ts),
 * so the same build is the same release on every web server, whenever it is deployed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ReleaseFile {
  path: string;
  sha256: string;
  size: number;
}

export interface ReleaseBuild {
  id: string;
  files: (ReleaseFile & { bytes: Buffer })[];
}

export const RELEASE_ID = /^[0-9a-f]{20}$/;
/** The built-in bundle (<app>/dist), live until the first deploy and the last stop of a rollback. */
export const RELEASE_ZERO = '0';

export const sha256 = (bytes: Buffer | string): string => crypto.createHash('sha256').update(bytes).digest('hex');

export function releaseIdOf(files: readonly Pick<ReleaseFile, 'path' | 'sha256'>[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) hash.update(`${file.path}\0${file.sha256}\n`);
  return hash.digest('hex').slice(0, 20);
}

/** Every file under `dir`, relative with forward slashes, in path order. */
export function filesUnder(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...filesUnder(dir, rel));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/** A release from files already in memory (what the deploy endpoint received). */
export function releaseOf(contents: readonly { path: string; bytes: Buffer }[]): ReleaseBuild {
  const files = contents.map(({ path: rel, bytes }) => ({ path: rel, sha256: sha256(bytes), size: bytes.length, bytes }));
  return { id: releaseIdOf(files), files };
}
