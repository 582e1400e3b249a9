import type { Kysely } from 'kysely';
import { RELEASE_ZERO } from '@craft/shared/contracts/releases';
import { REMOTE_NAMES, type RemoteName } from '@craft/shared/contracts/remotes';
import type { Database } from '../../db/types';
import { conflict, notFound } from '../../lib/http-error';
import { iso, nowIso } from '../../lib/time';
import { isUniqueViolation } from '../users/queries';
import { type Release, type ReleaseFile, type releaseList } from './schema';
import type { z } from 'zod';

/** Storage key of a release file: content-addressed, so one blob serves every release that has it. */
export const blobKey = (sha256: string): string => `remotes/${sha256}.bin`;

type ReleaseRow = { remote: string; release_id: string; files: string; manifest: string; created_at: Date | string };
const toRelease = (row: ReleaseRow): Release => ({
  remote: row.remote as RemoteName,
  id: row.release_id,
  files: JSON.parse(row.files) as ReleaseFile[],
  manifest: JSON.parse(row.manifest) as Record<string, unknown>,
  created_at: iso(row.created_at),
});

export async function findRelease(db: Kysely<Database>, remote: RemoteName, id: string): Promise<Release | null> {
  const row = await db.selectFrom('remote_releases').selectAll().where('remote', '=', remote).where('release_id', '=', id).executeTakeFirst();
  return row ? toRelease(row) : null;
}

/** Stores a release's file list once; false when the same release (same id) was there already. */
export async function insertRelease(db: Kysely<Database>, remote: RemoteName, id: string, files: ReleaseFile[], manifest: Record<string, unknown>): Promise<boolean> {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : 1));
  const inserted = await db
    .insertInto('remote_releases')
    .values({ remote, release_id: id, files: JSON.stringify(sorted), manifest: JSON.stringify(manifest), created_at: nowIso() })
    .onConflict((oc) => oc.columns(['remote', 'release_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

type Events = { seq: number; action: 'deploy' | 'rollback'; release_id: string; from_release: string | null; at: Date | string }[];

async function eventsOf(db: Kysely<Database>, remote: RemoteName): Promise<Events> {
  return db.selectFrom('remote_release_events').select(['seq', 'action', 'release_id', 'from_release', 'at']).where('remote', '=', remote).orderBy('seq').execute();
}

/** Releases made live and not rolled back, oldest first, starting at release zero; the last is live. */
function liveStack(events: Events): string[] {
  const stack = [RELEASE_ZERO];
  for (const event of events) {
    if (event.action === 'deploy') stack.push(event.release_id);
    else if (stack.length > 1) stack.pop();
  }
  return stack;
}

/**
 * Appends one step to a remote's history in a transaction. The step's `seq` is unique per remote:
 * when another deploy or rollback wrote the same step first, the insert fails and the whole
 * decision is taken again on the new history (at most a few times), so concurrent commands are
 * applied one after the other, never lost.
 */
async function appendStep(
  db: Kysely<Database>,
  remote: RemoteName,
  decide: (stack: string[]) => { action: 'deploy' | 'rollback'; id: string } | null,
): Promise<{ live: string; from: string }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const events = await eventsOf(trx, remote);
        const stack = liveStack(events);
        const from = stack.at(-1) ?? RELEASE_ZERO;
        const step = decide(stack);
        if (!step) return { live: from, from };
        await trx
          .insertInto('remote_release_events')
          .values({ remote, seq: (events.at(-1)?.seq ?? 0) + 1, action: step.action, release_id: step.id, from_release: from, at: nowIso() })
          .execute();
        return { live: step.id, from };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= 4) throw conflict('Another deploy or rollback of this remote went through at the same moment; try again', 'release.concurrent');
    }
  }
}

/** Makes `id` live on top of the history (no step when it is live already). */
export function promoteRelease(db: Kysely<Database>, remote: RemoteName, id: string): Promise<{ live: string; from: string }> {
  return appendStep(db, remote, (stack) => (stack.at(-1) === id ? null : { action: 'deploy', id }));
}

/** Makes the release live before the current one live again; release zero is the last stop. */
export function rollbackRelease(db: Kysely<Database>, remote: RemoteName): Promise<{ live: string; from: string }> {
  return appendStep(db, remote, (stack) => {
    const previous = stack.at(-2);
    if (previous === undefined) throw conflict(`Nothing to roll back: the built-in ${remote} bundle (release 0) is live`, 'release.no_rollback');
    return { action: 'rollback', id: previous };
  });
}

/** The live release of each remote; null for release zero. */
export async function liveReleases(db: Kysely<Database>): Promise<Record<RemoteName, Release | null>> {
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const last = await db.selectFrom('remote_release_events').select('release_id').where('remote', '=', remote).orderBy('seq', 'desc').limit(1).executeTakeFirst();
      const id = last?.release_id ?? RELEASE_ZERO;
      const found = id === RELEASE_ZERO ? null : await findRelease(db, remote, id);
      if (id !== RELEASE_ZERO && !found) throw notFound(`The live ${remote} release ${id} is not stored`, 'release.not_found');
      return [remote, found] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RemoteName, Release | null>;
}

/** Every stored release and the history of each remote. */
export async function listReleases(db: Kysely<Database>): Promise<z.infer<typeof releaseList>> {
  return Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const events = await eventsOf(db, remote);
      const live = liveStack(events).at(-1) ?? RELEASE_ZERO;
      const everLive = new Set(events.map((event) => event.release_id));
      const rows = await db.selectFrom('remote_releases').select(['release_id', 'created_at']).where('remote', '=', remote).orderBy('id', 'desc').execute();
      return {
        remote,
        live,
        releases: rows.map((row) => ({ id: row.release_id, created_at: iso(row.created_at), live: row.release_id === live, ever_live: everLive.has(row.release_id) })),
        history: events.map((event) => ({ ...event, at: iso(event.at) })),
      };
    }),
  );
}
