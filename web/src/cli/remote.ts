/**
 * Deploys, previews, promotes, rolls back and lists remote releases through a web server's deploy
 * endpoints (see "Deploying a remote alone" in README.md and DEPLOY.md). It writes nothing on any
 * disk: the web server checks the build against the host it runs and publishes it to the shared
 * registry (the API), which every web server reads.
 *
 *   npm run remote:deploy -- <buyer|seller|admin> <dist-dir> [--preview] [--force] [--watch <seconds>]
 *   npm run remote:deploy -- promote <buyer|seller|admin> <release-id>
 *   npm run remote:rollback -- <buyer|seller|admin>
 *   npm run remote:list
 *
 * --url <web server> (default WEB_URL, else http://localhost:3000) and the token in DEPLOY_TOKEN
 * (or --token). --force deploys a build made for another remote contract (the host shows its
 * fallback for it); every other check still applies. --watch N: after the release went live, watches
 * the failures browsers report for it for N seconds and rolls it back by itself when its failures
 * per page load rise above the previous release's. The npm scripts build it first when its sources changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../registry/release-files';
import type { ReleaseListing, SwitchResult } from '../registry/store';
import type { ReleaseHealth } from '../server/failure-reports';

const USAGE = `usage:
  npm run remote:deploy -- <buyer|seller|admin> <dist-dir> [--preview] [--force] [--watch <seconds>] [--url <web server>]
  npm run remote:deploy -- promote <buyer|seller|admin> <release-id> [--url <web server>]
  npm run remote:rollback -- <buyer|seller|admin> [--url <web server>]
  npm run remote:list [-- --url <web server>]
The web server is WEB_URL (default http://localhost:3000); the token is DEPLOY_TOKEN.`;

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const options = { preview: false, force: false, watchSeconds: 0, url: process.env.WEB_URL?.trim() || 'http://localhost:3000', token: process.env.DEPLOY_TOKEN?.trim() ?? '' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--preview') options.preview = true;
    else if (arg === '--force') options.force = true;
    else if (arg === '--watch') {
      const value = argv[(i += 1)] ?? '';
      if (!/^[1-9]\d*$/.test(value)) throw new Error(`--watch needs a number of seconds\n${USAGE}`);
      options.watchSeconds = Number(value);
    }
    else if (arg === '--url' || arg === '--token') {
      const value = argv[(i += 1)];
      if (!value) throw new Error(`${arg} needs a value\n${USAGE}`);
      options[arg === '--url' ? 'url' : 'token'] = value;
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n${USAGE}`);
    else positional.push(arg);
  }
  return { positional, options };
}

async function call<T>(base: string, token: string, method: string, pathname: string, body?: unknown): Promise<T> {
  if (!token) throw new Error('Set DEPLOY_TOKEN (or pass --token): the web server accepts deploys only with it');
  let response: Response;
  try {
    response = await fetch(new URL(pathname, base), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new Error(`cannot reach the web server at ${base} (${error instanceof Error ? error.message : String(error)}); set WEB_URL or --url`);
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  if (!response.ok) throw new Error((parsed as { error?: string } | null)?.error ?? `HTTP ${response.status} from ${base}${pathname}`);
  return parsed as T;
}

/** A rise is judged on at least this many failures: one unlucky browser is no reason to roll back. */
const MIN_FAILURES = 3;
const POLL_MS = 1000;

const perLoad = ({ failures, loads }: ReleaseHealth) => failures / Math.max(loads, 1);

/**
 * Watches a release that just went live for `seconds`: its failures per page load since now
 * against the previous release's so far (on the web server deployed through). Rolls back as soon
 * as they are above it, with at least MIN_FAILURES failures.
 */
async function watch({ url, token, name, id, previous, seconds }: { url: string; token: string; name: string; id: string; previous: string; seconds: number }) {
  const health = async () => (await call<{ releases: Record<string, ReleaseHealth> }>(url, token, 'GET', `/_deploy/remotes/${name}/health`)).releases;
  const zero: ReleaseHealth = { loads: 0, failures: 0 };
  const start = await health();
  const before = start[previous] ?? zero;
  const baseline = start[id] ?? zero;
  console.log(`Watching ${name} ${id} for ${seconds} s: the previous release ${previous} had ${before.failures} failures in ${before.loads} page loads (${perLoad(before).toFixed(3)} per load).`);
  const until = Date.now() + seconds * 1000;
  let seen = zero;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, until - Date.now()))));
    const now = (await health())[id] ?? zero;
    seen = { loads: now.loads - baseline.loads, failures: now.failures - baseline.failures };
    if (seen.failures >= MIN_FAILURES && perLoad(seen) > perLoad(before)) {
      console.log(`${name} ${id}: ${seen.failures} failures in ${seen.loads} page loads (${perLoad(seen).toFixed(3)} per load), above the previous release's ${perLoad(before).toFixed(3)}: rolling back`);
      const result = await call<SwitchResult>(url, token, 'POST', `/_deploy/remotes/${name}/rollback`, {});
      console.log(`${name} ${result.live} is live again (was ${result.from}): rolled back by --watch`);
      return;
    }
  }
  console.log(`${name} ${id}: ${seen.failures} failures in ${seen.loads} page loads in ${seconds} s, not above the previous release's rate: it stays live`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { positional, options } = parseArgs(rest);
  const { url, token } = options;

  if (command === 'deploy' && positional[0] === 'promote') {
    const [, name, id] = positional;
    if (!name || !id || positional.length > 3) throw new Error(USAGE);
    const result = await call<SwitchResult>(url, token, 'POST', `/_deploy/remotes/${name}/promote`, { id });
    console.log(`${name} ${result.live} is live (was ${result.from})`);
  } else if (command === 'deploy') {
    const [name, dist] = positional;
    if (!name || !dist || positional.length > 2) throw new Error(USAGE);
    const dir = path.resolve(dist);
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
    const files = filesUnder(dir).map((rel) => ({ path: rel, data: fs.readFileSync(path.join(dir, rel)).toString('base64') }));
    const result = await call<{ id: string; live: boolean; from?: string; preview_url: string }>(url, token, 'POST', `/_deploy/remotes/${name}`, { files, preview: options.preview, force: options.force });
    if (result.live) {
      console.log(`${name} ${result.id} is live (was ${result.from ?? '0'})`);
      console.log('Every web server serves it from its next /config.json; none was restarted.');
      if (options.watchSeconds && result.from !== result.id) await watch({ url, token, name, id: result.id, previous: result.from ?? '0', seconds: options.watchSeconds });
    } else {
      console.log(`${name} ${result.id} is uploaded as a preview: open ${new URL(result.preview_url, url).href}`);
      console.log(`Make it live with: npm run remote:deploy -- promote ${name} ${result.id}`);
    }
  } else if (command === 'rollback') {
    const [name] = positional;
    if (!name || positional.length > 1) throw new Error(USAGE);
    const result = await call<SwitchResult>(url, token, 'POST', `/_deploy/remotes/${name}/rollback`, {});
    console.log(`${name} ${result.live} is live again (was ${result.from})${result.live === '0' ? ': the built-in bundle' : ''}`);
  } else if (command === 'list') {
    if (positional.length) throw new Error(USAGE);
    for (const { remote, live, releases } of await call<ReleaseListing[]>(url, token, 'GET', '/_deploy/remotes')) {
      console.log(`\n${remote}${live === '0' ? ' (release 0, the built-in bundle, is live)' : ''}`);
      if (!releases.length) console.log('  (no releases)');
      for (const release of releases) console.log(`${release.live ? '* ' : '  '}${release.id}  uploaded ${release.created_at}${release.ever_live ? '' : ' (preview, never live)'}${release.live ? '  <- live' : ''}`);
    }
  } else {
    throw new Error(USAGE);
  }
}

main().catch((error: unknown) => {
  console.error(`remote ${process.argv[2] ?? ''}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
