import fs from 'node:fs';
import path from 'node:path';
import remotes from '../../shared/src/contracts/remotes.json';
import { defaultConfig, rootDir, startApi, startWeb } from './stack';

/** One API + web server for the whole run; URLs reach the workers through the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const app of ['host', ...Object.values(remotes).map((remote) => remote.dir), 'api', 'web']) {
    if (!fs.existsSync(path.join(rootDir, app, 'dist'))) {
      throw new Error(`${app}/dist is missing: run \`npm run build\` first (npm test does).`);
    }
  }
  const api = await startApi();
  // The page reaches the API through the web server's /api proxy (one origin), as with `npm start`;
  // set-up code in Node (support/api.ts) calls the API on its own port.
  const web = await startWeb(defaultConfig('/api'), api.url);
  process.env.E2E_API_URL = api.url;
  process.env.E2E_WEB_URL = web.url;
  process.env.E2E_DATA_DIR = api.dataDir;
  return async () => {
    await web.close();
    // The API may still be writing (the start-up photo conversion): its files go once it has exited.
    const exited = new Promise((resolve) => api.process.once('exit', resolve));
    api.process.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    fs.rmSync(api.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}
