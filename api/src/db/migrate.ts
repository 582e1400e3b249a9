import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './types';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.ts$/;

/** Every `migrations/NNNN_name.ts`, in name order; helpers and other files are skipped. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => MIGRATION_FILE.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const mod = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration;
      migrations[file.replace(/\.ts$/, '')] = mod;
    }
    return migrations;
  }
}

/**
 * Brings the schema up to date; throws (and the server does not start) if a migration fails.
 * On PostgreSQL pass the schema: Kysely otherwise finds its bookkeeping tables in any schema of
 * the database (another test run's) and skips creating its own.
 */
export async function migrateToLatest(db: Kysely<Database>, migrationTableSchema?: string): Promise<string[]> {
  // Kysely's PostgreSQL introspection checks every schema by name; one dropped meanwhile (another
  // test run cleaning up) fails it with 3F000. Migrations are transactional, so trying again is safe.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateOnce(db, migrationTableSchema);
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      if (code !== '3F000' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function migrateOnce(db: Kysely<Database>, migrationTableSchema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new FolderMigrationProvider(),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((r) => r.migrationName);
}
