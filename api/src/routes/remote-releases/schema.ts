import { RELEASE_ID, RELEASE_ZERO } from '@craft/shared/contracts/releases';
import { REMOTE_NAMES, type RemoteName } from '@craft/shared/contracts/remotes';
import { z } from 'zod';
const SHA256 = /^[0-9a-f]{64}$/;
/** Relative paths of a build: no leading slash, no backslashes, no name starting with a dot (so no `.` or `..`); no lookahead, so the contract fuzzers can generate it. */
const FILE_PATH = /^[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*(\/[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*)*$/;
export const MAX_RELEASE_FILES = 5000;
/** One file of a build; the largest bundles are a few MB. */
export const MAX_BLOB_BYTES = 32 * 1024 * 1024;

export const remoteName = z.enum(REMOTE_NAMES as readonly [RemoteName, ...RemoteName[]]);
export const remoteParams = z.object({ remote: remoteName });
export const releaseParams = z.object({ remote: remoteName, release: z.string().regex(RELEASE_ID, 'A release id is 20 hex digits') });
export const blobParams = z.object({ sha256: z.string().regex(SHA256, 'A blob is named by its SHA-256 (64 hex digits)') });

export const releaseFile = z.object({
  path: z.string().max(300).regex(FILE_PATH, 'A file path is relative: names joined by /, none starting with a dot (no .., no hidden files)'),
  sha256: z.string().regex(SHA256),
  size: z.number().int().min(0).max(MAX_BLOB_BYTES),
});
export type ReleaseFile = z.infer<typeof releaseFile>;

export const createReleaseBody = z.object({
  id: z.string().regex(RELEASE_ID, 'A release id is 20 hex digits'),
  files: z.array(releaseFile).min(1).max(MAX_RELEASE_FILES),
  /** The build's remote-manifest.json; the web tier has checked it against the host. */
  manifest: z.record(z.string(), z.unknown()),
});

export const promoteBody = z.object({ id: z.union([z.string().regex(RELEASE_ID, 'A release id is 20 hex digits'), z.literal(RELEASE_ZERO)]) });

export const release = z.object({
  remote: remoteName,
  id: z.string(),
  files: z.array(releaseFile),
  manifest: z.record(z.string(), z.unknown()),
  created_at: z.string(),
}).meta({ id: 'RemoteRelease' });
export type Release = z.infer<typeof release>;

/** Per remote, the live release; null when the built-in bundle (release zero) is live. */
export const liveReleases = z.record(remoteName, release.nullable()).meta({ id: 'LiveRemoteReleases' });

export const switchResult = z.object({ remote: remoteName, live: z.string(), from: z.string() }).meta({ id: 'RemoteReleaseSwitch' });

export const releaseEvent = z.object({ seq: z.number(), action: z.enum(['deploy', 'rollback']), release_id: z.string(), from_release: z.string().nullable(), at: z.string() });
export const releaseList = z
  .array(
    z.object({
      remote: remoteName,
      live: z.string(),
      /** Newest first; `ever_live` false is a preview that was never promoted. */
      releases: z.array(z.object({ id: z.string(), created_at: z.string(), live: z.boolean(), ever_live: z.boolean() })),
      history: z.array(releaseEvent),
    }),
  )
  .meta({ id: 'RemoteReleaseList' });
