/**
 * `npm run build`: the production build of the three apps and the API, each stamped with the hash
 * of the sources it was made from, so a later `npm start` serves it without building it again.
 */
import { buildOutdated } from './lib.mjs';

try {
  await buildOutdated({ force: true });
} catch (error) {
  console.error(`The build failed (its messages are above): ${error.message}.`);
  process.exit(1);
}
