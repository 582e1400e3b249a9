/**
 * Backup and restore of everything the API keeps: the database (SQLite through its online backup
 * API, PostgreSQL through pg_dump in custom format on an exported snapshot) and the stored files
 * that snapshot references (local disk or S3), in one tar with a manifest: the applied migrations
 * and a SHA-256 per part. Both run against the same configuration as the server (loadConfig).
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import * as tar from 'tar';
import type { AppConfig } from '../config';
import { MIGRATIONS } from '../db/migrations';
import { parseVariants, variantKeys } from '../lib/photo-variants';
import { STORAGE_KEY_COLUMNS } from '../plugins/app/upload-sweep';
import { createStorage } from '../storage/create';
import { assertValidKey } from '../storage/storage';

export const ARCHIVE_FORMAT = 1;
const SQLITE_FILE = 'marketplace.sqlite';
const MIGRATION_TABLE = 'kysely_migration';

export interface ArchivePart {
  name: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  /** PostgreSQL: the schema the dump was taken from. */
  schema: string | null;
  /** PostgreSQL extensions the schema uses (they live outside it, so the dump of the schema leaves them out). */
  extensions: Array<{ name: string; schema: string }>;
  /** The newest applied migration, and all of them (numbers are handed out in ranges, so one name does not say everything). */
  migration: string;
  migrations: string[];
  /** Database, secret and every file, each with its checksum. */
  parts: ArchivePart[];
  /** Keys the snapshot referenced whose file was deleted before it was copied (its row was deleted after the snapshot). */
  missingFiles: string[];
}

export type BackupConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema' | 's3'>;

/** A failure the operator can act on: printed as one line, exit code 1. */
export class BackupError extends Error {}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function sha256Of(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Runs a PostgreSQL client tool; rejects with its stderr when it fails. */
function runTool(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new BackupError(error.code === 'ENOENT' ? `${command} was not found: install the PostgreSQL client tools (same major version as the server or newer)` : error.message)),
    );
    child.once('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new BackupError(`${command} failed (exit ${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}

const newest = (migrations: string[]) => [...migrations].sort().at(-1) ?? '';

/** Keys referenced by the rows a query function sees (a snapshot's). */
async function referencedKeys(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<string[]> {
  const keys = new Set<string>();
  for (const { table, columns, variants } of STORAGE_KEY_COLUMNS) {
    const rows = await query(`select ${[...columns, ...(variants ? [variants] : [])].map(quoteIdent).join(', ')} from ${quoteIdent(table)}`);
    for (const row of rows) {
      for (const column of columns) if (typeof row[column] === 'string') keys.add(row[column]);
      // The `srcset` files beside the photo: a restored page must not point at files left out.
      const base = row[columns[0] ?? ''];
      if (variants && typeof base === 'string') for (const key of variantKeys(base, parseVariants(row[variants] as string | null))) keys.add(key);
    }
  }
  return [...keys].sort();
}

interface Snapshot {
  migrations: string[];
  extensions: Array<{ name: string; schema: string }>;
  keys: string[];
  schema: string | null;
}

/**
 * SQLite: one backup step copies every page inside one read transaction, so the copy is one
 * committed state however many writes run meanwhile (several steps would restart on each write).
 */
async function snapshotSqlite(config: BackupConfig, target: string): Promise<Snapshot> {
  const file = path.join(config.dataDir, SQLITE_FILE);
  if (!fs.existsSync(file)) throw new BackupError(`No database at ${file}: check DATA_DIR (or set DATABASE_URL for PostgreSQL)`);
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(target, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new SQLite(target);
  try {
    // A self-contained file: no -wal beside it in the archive.
    copy.pragma('journal_mode = DELETE');
    const query = async (text: string) => copy.prepare(text).all() as Record<string, unknown>[];
    const migrations = (await query(`select name from ${MIGRATION_TABLE}`)).map((row) => String(row.name));
    return { migrations, keys: await referencedKeys(query), schema: null, extensions: [] };
  } finally {
    copy.close();
  }
}

/**
 * PostgreSQL: a repeatable-read transaction exports its snapshot; pg_dump dumps exactly that
 * snapshot while the same transaction reads the file keys and migrations, so rows, keys and
 * migration list are one consistent state.
 */
async function snapshotPostgres(databaseUrl: string, schema: string, target: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const exists = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
    if (exists.rowCount === 0) throw new BackupError(`Schema "${schema}" does not exist in that database: check DATABASE_SCHEMA`);
    await client.query(`set local search_path to ${quoteIdent(schema)}`);
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const snapshot = rows[0]?.snapshot ?? '';
    const query = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
    const migrations = (await query(`select name from ${MIGRATION_TABLE}`)).map((row) => String(row.name));
    const keys = await referencedKeys(query);
    const extensions = (
      await client.query<{ name: string; schema: string }>("select e.extname as name, n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname <> 'plpgsql' order by 1")
    ).rows;
    await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--schema=${schema}`, `--file=${target}`, `--dbname=${databaseUrl}`]);
    await client.query('commit');
    return { migrations, keys, schema, extensions };
  } finally {
    await client.end();
  }
}

/**
 * Writes `archivePath` (a tar): the database snapshot first, then the files it references.
 * Files are written before their rows and deleted after them, so every key of the snapshot has
 * its file unless its row was deleted after the snapshot was taken (then it is listed as missing).
 */
export async function createBackup(config: BackupConfig, archivePath: string): Promise<Manifest> {
  const target = path.resolve(archivePath);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const staging = await fsp.mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.staging-`));
  const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
  try {
    const databasePart = config.databaseUrl ? 'database.pgdump' : 'database.sqlite';
    const snapshot = config.databaseUrl
      ? await snapshotPostgres(config.databaseUrl, config.databaseSchema ?? 'public', path.join(staging, databasePart))
      : await snapshotSqlite(config, path.join(staging, databasePart));
    const names = [databasePart];
    const secret = path.join(config.dataDir, 'jwt-secret');
    if (!config.databaseUrl && fs.existsSync(secret)) {
      await fsp.copyFile(secret, path.join(staging, 'jwt-secret'));
      names.push('jwt-secret');
    }
    const storage = createStorage(config);
    const missingFiles: string[] = [];
    try {
      for (const key of snapshot.keys) {
        assertValidKey(key);
        const file = await storage.read(key);
        if (!file) {
          missingFiles.push(key);
          continue;
        }
        const name = `files/${key}`;
        await fsp.mkdir(path.dirname(path.join(staging, name)), { recursive: true });
        await pipeline(file.stream, fs.createWriteStream(path.join(staging, name)));
        names.push(name);
      }
    } finally {
      storage.close?.();
    }
    const parts: ArchivePart[] = [];
    for (const name of names) parts.push({ name, ...(await sha256Of(path.join(staging, name))) });
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: new Date().toISOString(),
      dialect: config.databaseUrl ? 'postgres' : 'sqlite',
      schema: snapshot.schema,
      extensions: snapshot.extensions,
      migration: newest(snapshot.migrations),
      migrations: [...snapshot.migrations].sort(),
      parts,
      missingFiles,
    };
    await fsp.writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest first, so a reader learns what follows before it reads it.
    await tar.create({ file: partial, cwd: staging, portable: true, noDirRecurse: true }, ['manifest.json', ...names]);
    const handle = await fsp.open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(partial, target);
    return manifest;
  } finally {
    await fsp.rm(partial, { force: true });
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks an archive into `directory` and checks every part against the manifest. */
export async function readArchive(archivePath: string, directory: string): Promise<Manifest> {
  if (!fs.existsSync(archivePath)) throw new BackupError(`No archive at ${archivePath}`);
  try {
    await tar.extract({ file: archivePath, cwd: directory, strict: true });
  } catch (error) {
    throw new BackupError(`${archivePath} is not a readable backup archive: ${error instanceof Error ? error.message : String(error)}`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(directory, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${archivePath} has no readable manifest.json: not a backup of this product`);
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new BackupError(`Archive format ${String(manifest.format)} is not supported (this version reads ${ARCHIVE_FORMAT})`);
  for (const part of manifest.parts) {
    const file = path.join(directory, part.name);
    if (!path.resolve(file).startsWith(path.resolve(directory) + path.sep)) throw new BackupError(`Archive part ${part.name} lies outside the archive`);
    if (!fs.existsSync(file)) throw new BackupError(`Archive part ${part.name} is missing`);
    const { sha256, bytes } = await sha256Of(file);
    if (sha256 !== part.sha256 || bytes !== part.bytes) throw new BackupError(`Archive part ${part.name} is damaged: its checksum does not match the manifest`);
  }
  return manifest;
}

/** Refuses an archive whose database ran a migration this code does not know. */
function checkMigrations(manifest: Manifest): void {
  const unknown = manifest.migrations.filter((name) => !(name in MIGRATIONS));
  if (unknown.length) {
    throw new BackupError(
      `The archive comes from a newer version (migration ${unknown.join(', ')} is unknown here; this version knows up to ${newest(Object.keys(MIGRATIONS))}): restore it with that version or newer`,
    );
  }
}

async function sqliteTargetEmpty(file: string): Promise<boolean> {
  if (!fs.existsSync(file)) return true;
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select count(*) as n from sqlite_master where type = 'table' and name not like 'sqlite_%'").get() as { n: number };
    return row.n === 0;
  } finally {
    db.close();
  }
}

async function restoreSqlite(config: BackupConfig, source: string): Promise<void> {
  const file = path.join(config.dataDir, SQLITE_FILE);
  await fsp.mkdir(config.dataDir, { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) await fsp.rm(`${file}${suffix}`, { force: true });
  const temp = `${file}.restore-${randomBytes(4).toString('hex')}`;
  await fsp.copyFile(source, temp);
  const handle = await fsp.open(temp, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(temp, file);
}

async function tablesIn(client: pg.Client, schema: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = $1", [schema]);
  return rows[0]?.n ?? 0;
}

async function schemaExists(client: pg.Client, schema: string): Promise<boolean> {
  return ((await client.query('select 1 from pg_namespace where nspname = $1', [schema])).rowCount ?? 0) > 0;
}

/**
 * pg_restore recreates the archive's schema under its own name; a different target name is
 * reached by restoring under the archive's name (which must then be free) and renaming it.
 */
async function restorePostgres(databaseUrl: string, targetSchema: string, manifest: Manifest, dump: string, directory: string): Promise<void> {
  const archiveSchema = manifest.schema ?? 'public';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const renaming = archiveSchema !== targetSchema;
    if (renaming && (await schemaExists(client, archiveSchema))) {
      throw new BackupError(
        `The archive's schema "${archiveSchema}" already exists in that database, so it cannot be restored under "${targetSchema}" there: restore into another database, or set DATABASE_SCHEMA=${archiveSchema} on an empty database`,
      );
    }
    for (const extension of manifest.extensions) {
      await client.query(`create extension if not exists ${quoteIdent(extension.name)} with schema ${quoteIdent(extension.schema)}`);
    }
    // The schema itself is created by the dump unless it is there already (public, or an empty one made beforehand).
    const keepSchemaEntry = !(await schemaExists(client, archiveSchema));
    const list = (await runTool('pg_restore', ['--list', dump]))
      .split('\n')
      .filter((line) => keepSchemaEntry || !/^\d+; \d+ \d+ (SCHEMA|COMMENT) - /.test(line))
      .join('\n');
    const listFile = path.join(directory, 'restore.list');
    await fsp.writeFile(listFile, list);
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--use-list=${listFile}`, `--dbname=${databaseUrl}`, dump]);
    if (renaming) {
      await client.query('begin');
      await client.query(`drop schema if exists ${quoteIdent(targetSchema)}`);
      await client.query(`alter schema ${quoteIdent(archiveSchema)} rename to ${quoteIdent(targetSchema)}`);
      await client.query('commit');
    }
  } finally {
    await client.end();
  }
}

/**
 * Restores into an empty target only (no tables in the database or schema, no stored files):
 * verifies every checksum first, refuses an archive from a newer migration, then writes the files
 * and last the database, so no restored row points at a file that is not there yet.
 */
export async function restoreBackup(config: BackupConfig, archivePath: string): Promise<Manifest> {
  const directory = await fsp.mkdtemp(path.join(path.dirname(path.resolve(archivePath)), '.restore-'));
  try {
    const manifest = await readArchive(path.resolve(archivePath), directory);
    checkMigrations(manifest);
    const wantsPostgres = Boolean(config.databaseUrl);
    if (wantsPostgres !== (manifest.dialect === 'postgres')) {
      throw new BackupError(
        `The archive holds a ${manifest.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} database but the target is ${wantsPostgres ? 'PostgreSQL (DATABASE_URL is set)' : 'SQLite (DATABASE_URL is unset)'}: restore it into the same kind of database`,
      );
    }
    const targetSchema = config.databaseSchema ?? 'public';
    if (config.databaseUrl) {
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        if ((await tablesIn(client, targetSchema)) > 0) throw new BackupError(`The target schema "${targetSchema}" is not empty: restore only goes into an empty database (drop the schema, or choose another DATABASE_SCHEMA)`);
      } finally {
        await client.end();
      }
    } else if (!(await sqliteTargetEmpty(path.join(config.dataDir, SQLITE_FILE)))) {
      throw new BackupError(`The target ${path.join(config.dataDir, SQLITE_FILE)} is not empty: restore only goes into an empty DATA_DIR (stop the API and choose a new DATA_DIR)`);
    }
    const storage = createStorage(config);
    try {
      if (await storage.hasFiles()) {
        throw new BackupError(config.s3 ? `The bucket "${config.s3.bucket}" is not empty: restore only goes into an empty bucket` : `${path.join(config.dataDir, 'uploads')} is not empty: restore only goes into an empty DATA_DIR`);
      }
      for (const part of manifest.parts) {
        if (!part.name.startsWith('files/')) continue;
        const key = part.name.slice('files/'.length);
        assertValidKey(key);
        await storage.put(key, await fsp.readFile(path.join(directory, part.name)));
      }
    } finally {
      storage.close?.();
    }
    if (manifest.parts.some((part) => part.name === 'jwt-secret') && !fs.existsSync(path.join(config.dataDir, 'jwt-secret'))) {
      await fsp.mkdir(config.dataDir, { recursive: true });
      await fsp.copyFile(path.join(directory, 'jwt-secret'), path.join(config.dataDir, 'jwt-secret'));
      await fsp.chmod(path.join(config.dataDir, 'jwt-secret'), 0o600);
    }
    if (config.databaseUrl) await restorePostgres(config.databaseUrl, targetSchema, manifest, path.join(directory, 'database.pgdump'), directory);
    else await restoreSqlite(config, path.join(directory, 'database.sqlite'));
    return manifest;
  } finally {
    await fsp.rm(directory, { recursive: true, force: true });
  }
}
