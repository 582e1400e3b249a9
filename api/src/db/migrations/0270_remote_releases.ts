import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/**
 * The registry of remote releases that every web server reads. A release is a remote's build,
 * named by the content hash of its files (the same build has the same id everywhere); its files
 * are content-addressed blobs in the storage driver. `remote_release_events` is the history: each
 * row makes one release live (a deploy, a promote or a rollback) and carries the next `seq` of its
 * remote, so two deploys racing for the same step collide on the unique index instead of one
 * silently overwriting the other.
 */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('remote_releases'))
    .addColumn('remote', 'varchar(20)', notNull)
    .addColumn('release_id', 'varchar(64)', notNull)
    // [{ path, sha256, size }] as JSON, in path order.
    .addColumn('files', 'text', notNull)
    // The build's remote-manifest.json as JSON (what /config.json carries).
    .addColumn('manifest', 'text', notNull)
    .addColumn('created_at', ts, notNull)
    .addUniqueConstraint('remote_releases_remote_release_key', ['remote', 'release_id'])
    .execute();
  await withId(db, db.schema.createTable('remote_release_events'))
    .addColumn('remote', 'varchar(20)', notNull)
    .addColumn('seq', 'integer', notNull)
    .addColumn('action', 'varchar(20)', notNull)
    .addColumn('release_id', 'varchar(64)', notNull)
    .addColumn('from_release', 'varchar(64)')
    .addColumn('at', ts, notNull)
    .addUniqueConstraint('remote_release_events_remote_seq_key', ['remote', 'seq'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('remote_release_events').execute();
  await db.schema.dropTable('remote_releases').execute();
}
