/**
 * `npm run build`: the production build of the three apps, the API and the web tier, each stamped
 * with the hash of the sources it was made from, so a later `npm start` serves it without building
 * it again.
 *
 * `node scripts/build.mjs --outdated <app>...`: builds only those, and only when their sources
 * changed since their build (what `npm run remote:deploy` does before it runs web/dist).
 */
import { buildOutdated, BUILT } from './lib.mjs';

const args = process.argv.slice(2);
const outdatedOnly = args[0] === '--outdated';
const apps = outdatedOnly ? args.slice(1) : BUILT;
const unknown = apps.filter((app) => !BUILT.includes(app));
if (unknown.length || (outdatedOnly && apps.length === 0) || (!outdatedOnly && args.length)) {
  console.error(`usage: node scripts/build.mjs [--outdated <${BUILT.join('|')}>...]`);
  process.exit(1);
}

try {
  await buildOutdated({ force: !outdatedOnly, apps });
} catch (error) {
  console.error(`The build failed (its messages are above): ${error.message}.`);
  process.exit(1);
}
