/**
 * npm run migrate -w api: brings the configured database (DATABASE_URL / DATABASE_SCHEMA, else the
 * SQLite file in DATA_DIR) to the latest migration and exits. The API does the same at start;
 * this entry point lets a deployment migrate once before rolling instances.
 */
import { loadConfig } from '../src/config';
import { createDb } from '../src/db';
import { migrateToLatest } from '../src/db/migrate';

const config = loadConfig();
const database = await createDb(config);
try {
  const schema = database.dialect === 'postgres' ? (config.databaseSchema ?? 'public') : undefined;
  const applied = await migrateToLatest(database.kysely, schema);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database already up to date');
} finally {
  await database.destroy();
}
