import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import * as tar from 'tar';
import { buildApp } from '../app';
import { scheduledBackups } from '../plugins/app/backup-schedule';
import { createStorage } from '../storage/create';
import { type S3Sandbox, startS3 } from '../test/scale-out-services';
import { type TestContext, type TestUser, createService, createTestContext, jpeg, multipart, registerAndLogin } from '../test/helpers';
import { uploadDocument } from '../test/features';
import { type BackupConfig, type Manifest, createBackup, restoreBackup } from './archive';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;

/** Every row of every table, as sorted JSON lines per table (column order and row order do not matter). */
async function tableRows(config: BackupConfig): Promise<Map<string, string[]>> {
  const canonical = (row: Record<string, unknown>) =>
    JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])));
  const result = new Map<string, string[]>();
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const schema = config.databaseSchema ?? 'public';
      const tables = await client.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'", [schema]);
      for (const { table_name: table } of tables.rows) {
        const { rows } = await client.query<Record<string, unknown>>(`select * from "${schema}"."${table}"`);
        result.set(table, rows.map(canonical).sort());
      }
    } finally {
      await client.end();
    }
    return result;
  }
  const db = new SQLite(path.join(config.dataDir, 'marketplace.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[];
    for (const { name } of tables) result.set(name, (db.prepare(`select * from "${name}"`).all() as Record<string, unknown>[]).map(canonical).sort());
  } finally {
    db.close();
  }
  return result;
}

/** SHA-256 of every stored file the rows reference, by key. */
async function fileDigests(config: BackupConfig, rows: Map<string, string[]>): Promise<Map<string, string | null>> {
  const keys = new Set<string>();
  for (const table of ['service_photos', 'portfolio_images', 'documents']) {
    for (const line of rows.get(table) ?? []) {
      const row = JSON.parse(line) as Record<string, unknown>;
      for (const column of ['storage_key', 'thumb_key']) if (typeof row[column] === 'string') keys.add(row[column]);
    }
  }
  const storage = createStorage(config);
  const digests = new Map<string, string | null>();
  try {
    for (const key of keys) {
      const file = await storage.read(key);
      if (!file) {
        digests.set(key, null);
        continue;
      }
      const hash = createHash('sha256');
      for await (const chunk of file.stream) hash.update(chunk as Buffer);
      digests.set(key, hash.digest('hex'));
    }
  } finally {
    storage.close?.();
  }
  return digests;
}

interface Target {
  config: BackupConfig;
  drop(): Promise<void>;
}

/** An empty place to restore into: a new DATA_DIR and, on PostgreSQL, a new database (the archive's schema name is then free) and a new bucket. */
async function emptyTarget(source: BackupConfig): Promise<Target> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-restore-'));
  let databaseUrl: string | null = null;
  let database: string | null = null;
  if (source.databaseUrl) {
    database = `restore_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: source.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`).finally(() => admin.end());
    const url = new URL(source.databaseUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const s3: S3Sandbox | null = source.s3 ? await startS3('craft-test', { listing: true }) : null;
  return {
    config: { dataDir, databaseUrl, databaseSchema: source.databaseSchema, s3: s3?.config ?? null },
    async drop() {
      await fs.rm(dataDir, { recursive: true, force: true });
      await s3?.close();
      if (database && source.databaseUrl) {
        const admin = new pg.Client({ connectionString: source.databaseUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${database} with (force)`).finally(() => admin.end());
      }
    },
  };
}

async function addPhoto(ctx: TestContext, seller: TestUser, serviceId: number): Promise<void> {
  const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg(40 + (serviceId % 20), 30) });
  const response = await ctx.app.inject({ method: 'POST', url: '/services/photos', headers: { ...seller.auth, ...form.headers }, payload: form.payload });
  assert.equal(response.statusCode, 201, response.body);
}

/** Rewrites one archive into another after `change` edited its unpacked parts. */
async function rewriteArchive(source: string, target: string, change: (directory: string) => Promise<void>): Promise<void> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-archive-'));
  try {
    await tar.extract({ file: source, cwd: directory });
    await change(directory);
    const names = (await fs.readdir(directory, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
    await tar.create({ file: target, cwd: directory, portable: true }, names);
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

describe(`backup and restore (${TEST_DATABASE_URL ? 'PostgreSQL + S3' : 'SQLite + local disk'})`, () => {
  let ctx: TestContext;
  let s3: S3Sandbox | null = null;
  let seller: TestUser;
  let work: string;
  const targets: Target[] = [];

  before(async () => {
    // On PostgreSQL the files go to an S3 store, so the keys a dump references are copied from there.
    if (TEST_DATABASE_URL) s3 = await startS3('craft-test', { listing: true });
    ctx = await createTestContext(s3 ? { s3: s3.config } : {});
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-backup-test-'));
    seller = await registerAndLogin(ctx.app, 'seller');
    for (let i = 0; i < 5; i += 1) await addPhoto(ctx, seller, await createService(ctx.app, seller, { title: `Before backup ${i}` }));
    await uploadDocument(ctx);
  });

  after(async () => {
    for (const target of targets) await target.drop();
    await ctx.cleanup();
    await s3?.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  const target = async () => {
    const made = await emptyTarget(ctx.config);
    targets.push(made);
    return made;
  };

  test('a backup taken while writes run restores one consistent state: every restored row and file is the source\'s', async () => {
    let stop = false;
    let written = 0;
    let firstWrite: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (firstWrite = resolve));
    const writer = (async () => {
      for (let i = 0; !stop; i += 1) {
        const id = await createService(ctx.app, seller, { title: `During backup ${i}` });
        if (i % 3 === 0) await addPhoto(ctx, seller, id);
        written += 1;
        firstWrite();
      }
    })();
    await started;
    const writtenBefore = written;
    const before = await tableRows(ctx.config);
    const archive = path.join(work, 'live.tar');
    const manifest = await createBackup(ctx.config, archive);
    const writtenDuring = written - writtenBefore;
    stop = true;
    await writer;
    assert.ok(writtenDuring > 0, 'writes ran while the backup was taken');
    assert.equal(manifest.missingFiles.length, 0);

    const restoredTarget = await target();
    await restoreBackup(restoredTarget.config, archive);
    const source = await tableRows(ctx.config);
    const restored = await tableRows(restoredTarget.config);
    assert.deepEqual([...restored.keys()].sort(), [...source.keys()].sort());
    for (const [table, rows] of restored) {
      // The full-text index's own pages are rewritten by later writes; its rows are compared in the quiet round trip.
      if (/_(fts|trgm)_/.test(table)) continue;
      const sourceRows = new Set(source.get(table));
      const sourceById = new Map((source.get(table) ?? []).map((line) => [(JSON.parse(line) as { id?: unknown }).id, JSON.parse(line) as Record<string, unknown>]));
      for (const row of rows) {
        if (sourceRows.has(row)) continue;
        // A row the writer changed after the snapshot (a photo added touches its service): the same row in an older state.
        const restoredRow = JSON.parse(row) as Record<string, unknown>;
        const later = sourceById.get(restoredRow.id);
        assert.ok(later && 'updated_at' in restoredRow, `restored ${table} row is one of the source's: ${row}`);
        assert.ok(String(later.updated_at) > String(restoredRow.updated_at), `${table} ${String(restoredRow.id)} changed later in the source`);
        assert.deepEqual({ ...restoredRow, updated_at: null, updated_by: null }, { ...later, updated_at: null, updated_by: null });
      }
    }
    // Everything committed before the backup began is in it (rows only ever added by the writer).
    const idsOf = (lines: string[] | undefined) => new Set((lines ?? []).map((line) => (JSON.parse(line) as { id: number }).id));
    const restoredServices = idsOf(restored.get('services'));
    for (const id of idsOf(before.get('services'))) assert.ok(restoredServices.has(id), `service ${id} from before the backup restored`);
    assert.ok((restored.get('services')?.length ?? 0) < (source.get('services')?.length ?? 0), 'writes after the snapshot are not in it');

    const sourceFiles = await fileDigests(ctx.config, source);
    const restoredFiles = await fileDigests(restoredTarget.config, restored);
    assert.ok(restoredFiles.size >= 11, 'photos, thumbnails and the document were restored');
    for (const [key, digest] of restoredFiles) {
      assert.ok(digest, `the file of ${key} was restored`);
      assert.equal(digest, sourceFiles.get(key), `file ${key} equal by checksum`);
    }
  });

  test('a quiet round trip restores every table row and file equal, and the restored API serves them', async () => {
    const archive = path.join(work, 'quiet.tar');
    const manifest = await createBackup(ctx.config, archive);
    assert.match(manifest.migration, /^\d{4}_/);
    assert.ok(manifest.parts.every((part) => /^[0-9a-f]{64}$/.test(part.sha256)));
    const restoredTarget = await target();
    await restoreBackup(restoredTarget.config, archive);
    const source = await tableRows(ctx.config);
    const restored = await tableRows(restoredTarget.config);
    assert.deepEqual(restored, source);
    assert.deepEqual(await fileDigests(restoredTarget.config, restored), await fileDigests(ctx.config, source));

    const app = await buildApp({ ...ctx.config, ...restoredTarget.config }, { logger: false });
    try {
      const services = await app.inject({ method: 'GET', url: `/services/seller/${seller.id}` });
      assert.equal(services.statusCode, 200, services.body);
      const photo = JSON.parse((source.get('service_photos') ?? [])[0] ?? '{}') as { storage_key: string };
      const file = await app.inject({ method: 'GET', url: `/files/${photo.storage_key}` });
      assert.equal(file.statusCode, 200);
    } finally {
      await app.close();
    }
  });

  test('restore refuses a target that is not empty, and leaves it as it was', async () => {
    const archive = path.join(work, 'quiet.tar');
    const before = await tableRows(ctx.config);
    await assert.rejects(restoreBackup(ctx.config, archive), /not empty/);
    assert.deepEqual(await tableRows(ctx.config), before);
  });

  test('restore refuses an archive from a newer migration, and a damaged one, before writing anything', async () => {
    const archive = path.join(work, 'quiet.tar');
    const newer = path.join(work, 'newer.tar');
    await rewriteArchive(archive, newer, async (directory) => {
      const file = path.join(directory, 'manifest.json');
      const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as Manifest;
      manifest.migrations.push('9999_from_the_future');
      manifest.migration = '9999_from_the_future';
      await fs.writeFile(file, JSON.stringify(manifest));
    });
    const damaged = path.join(work, 'damaged.tar');
    await rewriteArchive(archive, damaged, async (directory) => {
      const part = (await fs.readdir(path.join(directory, 'files', 'photos')))[0] ?? '';
      await fs.appendFile(path.join(directory, 'files', 'photos', part), 'x');
    });
    const empty = await target();
    await assert.rejects(restoreBackup(empty.config, newer), /newer version.*9999_from_the_future/);
    await assert.rejects(restoreBackup(empty.config, damaged), /damaged/);
    assert.equal((await tableRows(empty.config).catch(() => new Map())).size, 0, 'nothing was restored');
    assert.equal(await createStorage(empty.config).hasFiles(), false);
  });
});

describe('scheduled backups', () => {
  test('run at their interval on the embedded default, keep the newest BACKUP_KEEP, and restore', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-scheduled-'));
    const dir = path.join(dataDir, 'backups');
    const ctx = await createTestContext({ dataDir, databaseUrl: null, databaseSchema: null, backups: { intervalMs: 30, keep: 1, dir, firstDelayMs: 0 } });
    const restoreDir = await fs.mkdtemp(path.join(os.tmpdir(), 'craft-scheduled-restore-'));
    try {
      const seller = await registerAndLogin(ctx.app, 'seller');
      await createService(ctx.app, seller, { title: 'Kept by the schedule' });
      // Names carry the second: two of them means at least two runs, each pruning to the newest.
      const seen = new Set<string>();
      const deadline = Date.now() + 20_000;
      while (seen.size < 2) {
        assert.ok(Date.now() < deadline, `only ${seen.size} scheduled backups within 20 s`);
        for (const name of await scheduledBackups(dir)) seen.add(name);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await ctx.app.close();
      const kept = await scheduledBackups(dir);
      assert.ok(kept.length === 1, `kept ${kept.join(', ')}`);
      await restoreBackup({ dataDir: restoreDir, databaseUrl: null, databaseSchema: null, s3: null }, path.join(dir, kept.at(-1) ?? ''));
      const services = (await tableRows({ dataDir: restoreDir, databaseUrl: null, databaseSchema: null, s3: null })).get('services') ?? [];
      assert.ok(services.some((row) => row.includes('Kept by the schedule')));
    } finally {
      await ctx.cleanup();
      await fs.rm(restoreDir, { recursive: true, force: true });
    }
  });
});
