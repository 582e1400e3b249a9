/**
 * npm run seed -w api: migrates the database of the current env (DATA_DIR / DATABASE_URL) and adds
 * the demo catalogue if it is empty. The server does the same at start with SEED_DEMO=1.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const config = { ...loadConfig(), seedDemo: true };
const app = await buildApp(config);
await app.ready();
const services = await app.db.selectFrom('services').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
app.log.info(`database at ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir} holds ${Number(services.n)} services`);
await app.close();
