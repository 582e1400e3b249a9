import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { type Db, createDb } from '../../db';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/types';
import { seedDemoIfEmpty } from '../../db/seed/demo';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    database: Db;
  }
}

/** Opens the database, migrates it to the latest version and (SEED_DEMO=1) seeds an empty one. */
export default fp(async (app) => {
  const database = await createDb(app.config);
  app.decorate('database', database);
  app.decorate('db', database.kysely);
  app.addHook('onClose', async () => database.destroy());
  const schema = database.dialect === 'postgres' ? (app.config.databaseSchema ?? 'public') : undefined;
  const applied = await migrateToLatest(database.kysely, schema);
  if (applied.length) app.log.info({ migrations: applied, dialect: database.dialect }, 'database migrated');
}, { name: 'db', dependencies: ['config'] });

/** Runs after storage is available: the demo seed writes photos. */
export const demoSeed = fp(async (app) => {
  if (!app.config.seedDemo) return;
  const seeded = await seedDemoIfEmpty(app.db, app.storage, app.passwords, app.log);
  if (seeded) app.log.info(seeded, 'demo catalogue seeded');
}, { name: 'demo-seed', dependencies: ['db', 'storage', 'passwords'] });
