/** `npm run dev`: the API (tsx watch) and the three webpack dev servers with reload; the host's serves the API under /api. */
import { spawn } from 'node:child_process';
import { REMOTE_DIRS, rootDir } from './lib.mjs';

const processes = [
  // The host's dev server proxies /api to the API over loopback: the API believes that proxy's X-Forwarded-For.
  ['api', ['run', 'dev', '-w', 'api'], { SEED_DEMO: process.env.SEED_DEMO ?? '1', DATA_DIR: process.env.DATA_DIR ?? 'data', TRUST_PROXY: [process.env.TRUST_PROXY, '127.0.0.1', '::1'].filter(Boolean).join(',') }],
  ...REMOTE_DIRS.map((dir) => [dir, ['run', 'dev', '-w', dir], {}]),
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
console.log('Dev: web http://localhost:3000 (host, API proxied under /api), remotes on 3001/3002, API http://localhost:8080');
