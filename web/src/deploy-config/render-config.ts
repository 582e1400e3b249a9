/**
 * Writes the host's run-time config (config.json) and the matching security headers
 * (an nginx include with the Content-Security-Policy) into the directory given as the first argument (default
 * /srv/craft/runtime), from the same variables as `npm start`'s web server: API_URL (default
 * `/api`, the API proxied on the site's own origin), BUYER_REMOTE_URL, SELLER_REMOTE_URL, the OPERATOR_* details of the
 * legal pages (README, "Operator details"), and the API's S3_* (photo and signed-document origins). Rolling a remote forward or back is: run this with the
 * new URL, then `nginx -s reload` (only needed when an origin changes the CSP).
 *
 * Each remote's remote-manifest.json (its routes, guards and menu entries, which the host needs
 * before loading it) is folded in from beside its entry: read from REMOTES_ROOT (default
 * /srv/craft/remotes, served at /remotes/) for a site-relative entry, fetched for a full URL.
 * A remote without a readable manifest stops the render: the page would lose all its routes.
 *
 * Run: node web/dist/deploy-config/render-config.js [dir] (npm run build -w web makes it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ManifestView } from '../config';
import { contentSecurityPolicy } from '../server/csp';
import { configFromEnv, fileOriginsFromEnv } from '../server/env';

const outDir = path.resolve(process.argv[2] ?? '/srv/craft/runtime');
const remotesRoot = path.resolve(process.env.REMOTES_ROOT ?? '/srv/craft/remotes');
const config = configFromEnv();
fs.mkdirSync(outDir, { recursive: true });

/** The remote-manifest.json beside a remote's entry (mf-manifest.json or remoteEntry.js). */
async function manifestBeside(entry: string): Promise<ManifestView> {
  if (entry.startsWith('/remotes/')) {
    const file = path.join(remotesRoot, path.dirname(entry.slice('/remotes/'.length)), 'remote-manifest.json');
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestView;
  }
  const response = await fetch(new URL('remote-manifest.json', entry));
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as ManifestView;
}

for (const [name, location] of Object.entries(config.remotes)) {
  try {
    location.manifest = await manifestBeside(location.entry);
  } catch (error) {
    console.error(`No remote-manifest.json for the ${name} remote at ${location.entry}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/** Replaces a file in one step, so nginx never serves half a config. */
function writeAtomically(name: string, text: string) {
  const target = path.join(outDir, name);
  fs.writeFileSync(`${target}.tmp`, text);
  fs.renameSync(`${target}.tmp`, target);
}

writeAtomically('config.json', `${JSON.stringify(config, null, 2)}\n`);
writeAtomically(
  'headers.conf',
  [
    `add_header Content-Security-Policy "${contentSecurityPolicy(config, fileOriginsFromEnv())}" always;`,
    'add_header X-Content-Type-Options nosniff always;',
    'add_header Referrer-Policy strict-origin-when-cross-origin always;',
    '',
  ].join('\n'),
);
console.log(`wrote ${path.join(outDir, 'config.json')} and headers.conf:\n${JSON.stringify(config, null, 2)}`);
