import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { Migrator } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { Database } from './types';

/** The migrations listed in migrations/index.ts (bundled with the API; see there). */
class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/** PostgreSQL errors of an object dropped while Kysely's introspection read the catalogue. */
const INTROSPECTION_RACES = new Set(['3F000', '42P01', '42703']);

/**
 * Brings the schema up to date; throws (and the server does not start) if a migration fails.
 * On PostgreSQL pass the schema: Kysely otherwise finds its bookkeeping tables in any schema of
 * the database (another test run's) and skips creating its own.
 */
export async function migrateToLatest(db: Kysely<Database>, migrationTableSchema?: string): Promise<string[]> {
  // Kysely's PostgreSQL introspection reads every table of every schema (with each column's serial
  // sequence); a schema, table or column dropped meanwhile (another test run cleaning up) fails it
  // with 3F000, 42P01 or 42703. Migrations are transactional, so trying again is safe.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateOnce(db, migrationTableSchema);
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      if (!INTROSPECTION_RACES.has(String(code)) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function migrateOnce(db: Kysely<Database>, migrationTableSchema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    // Numbers are handed out in ranges to work done side by side (0130 search after 0160
    // conversations): a database that ran a higher number still gets a lower one added later.
    allowUnorderedMigrations: true,
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
