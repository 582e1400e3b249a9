/** `npm run dev`: the API (tsx watch) and the three webpack dev servers with reload. */
import { spawn } from 'node:child_process';
import { rootDir } from './lib.mjs';

const processes = [
  ['api', ['run', 'dev', '-w', 'api'], { SEED_DEMO: process.env.SEED_DEMO ?? '1', DATA_DIR: process.env.DATA_DIR ?? 'data' }],
  ['buyer', ['run', 'dev', '-w', 'buyer-remote'], {}],
  ['seller', ['run', 'dev', '-w', 'seller-remote'], {}],
  ['host', ['run', 'dev', '-w', 'host'], {}],
].map(([name, args, env]) => {
  const child = spawn('npm', args, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => console.log(`[${name}] exited (${code})`));
  return child;
});

const stop = () => {
  for (const child of processes) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Dev: web http://localhost:3000 (host), remotes on 3001/3002, API http://localhost:8080');
