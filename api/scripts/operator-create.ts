/**
 * npm run operator:create -- --email <address> --password <password> [--firstname …] [--lastname …]:
 * makes an operator account on the configured database (same environment as the server) and
 * prints its TOTP secret and otpauth:// URI once, for the operator's authenticator app. Operators
 * cannot register themselves; this is the only way one comes to be.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createOperator } from '../src/routes/moderation/operators';

const USAGE = 'Usage: npm run operator:create -- --email <address> --password <password> [--firstname <name>] [--lastname <name>]';
let values: { email?: string; password?: string; firstname?: string; lastname?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, firstname: { type: 'string' }, lastname: { type: 'string' } },
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!values.email || !values.password) {
  console.error(USAGE);
  process.exit(2);
}
const app = await buildApp(loadConfig(), { logger: false });
try {
  await app.ready();
  const operator = await createOperator(app, { email: values.email, password: values.password, firstname: values.firstname, lastname: values.lastname });
  console.log(`operator ${operator.email} created (id ${operator.id})`);
  console.log('Add it to an authenticator app; the code is asked at every login. Shown only now:');
  console.log(`  secret: ${operator.totpSecret}`);
  console.log(`  uri:    ${operator.otpauthUri}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
