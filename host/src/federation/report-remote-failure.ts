import { getRuntimeConfig, type RemoteName } from '@craft/shared';
import { releaseInUse } from './remotes';

/** What the web tier accepts of a message (web/src/server/failure-reports.ts). */
const MESSAGE_LIMIT = 500;

/**
 * Tells the web tier that a remote's release failed in this browser: its code did not load, or one
 * of its pages failed to render. The web tier counts these per release, and a deploy watching its
 * new release (`remote:deploy --watch`) rolls it back when they rise. Sent as a beacon: it needs no
 * answer and still goes out when the visitor leaves the page; a browser without beacons sends nothing.
 */
export function reportRemoteFailure(remote: RemoteName, kind: 'load' | 'render', error: unknown): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const release = releaseInUse(remote, getRuntimeConfig().remotes[remote]?.version);
  const message = (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_LIMIT);
  navigator.sendBeacon('/_reports/remote-failure', new Blob([JSON.stringify({ remote, release, kind, message })], { type: 'application/json' }));
}
