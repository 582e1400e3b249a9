/**
 * A remote's build as a release: its files with their SHA-256, and the release id, which is the
 * content hash of that list (@craft/shared/contracts/releases, which the API checks uploads
 * against), so the same build is the same release on every web server, whenever it is deployed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { releaseIdOf } from '@craft/shared/contracts/releases';

export interface ReleaseFile {
  path: string;
  sha256: string;
  size: number;
}

export interface ReleaseBuild {
  id: string;
  files: (ReleaseFile & { bytes: Buffer })[];
}

export const sha256 = (bytes: Buffer | string): string => crypto.createHash('sha256').update(bytes).digest('hex');

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
