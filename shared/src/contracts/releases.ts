/**
 * What names a release of a remote, for the web tier that deploys it and the API that stores it
 * (Node only: nothing of the browser imports this). A release id is the first 20 hex digits of the
 * SHA-256 of its file list (each file's path and SHA-256, in path order), so the same build is the
 * same release on every web server, whenever it is deployed; '0' is the built-in bundle.
 */
import { createHash } from 'node:crypto';

/** A release id (see releaseIdOf). */
export const RELEASE_ID = /^[0-9a-f]{20}$/;
/** The built-in bundle (<app>/dist), live until the first deploy and the last stop of a rollback. */
export const RELEASE_ZERO = '0';

/** The id of the release with these files (`sha256`: the hex SHA-256 of each file's bytes). */
export function releaseIdOf(files: readonly { path: string; sha256: string }[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) hash.update(`${file.path}\0${file.sha256}\n`);
  return hash.digest('hex').slice(0, 20);
}
