/**
 * Deploys, rolls back and lists remote releases while the web server keeps running
 * (see "Deploying a remote alone" in README.md and DEPLOY.md):
 *
 *   npm run remote:deploy -- <buyer|seller> <dist-dir> [--force]
 *   npm run remote:rollback -- <buyer|seller>
 *   npm run remote:list
 *
 * Options: --dir <remotesDir> (default REMOTES_DIR, else <DATA_DIR or ./data>/remotes, as the web
 * server), --host-dist <dir> (the live host's build, default host/dist: its contract.json is the
 * contract version the host provides).
 *
 * The npm scripts build it first when its sources changed and run web/dist/cli/remote.js with node.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployRemote, listReleases, remotesDirFromEnv, rollbackRemote } from '../registry/deploy';

// web/src/cli or web/dist/cli: the repository root is three folders up either way.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const USAGE = `usage:
  npm run remote:deploy -- <buyer|seller> <dist-dir> [--force] [--dir <remotesDir>] [--host-dist <dir>]
  npm run remote:rollback -- <buyer|seller> [--dir <remotesDir>] [--host-dist <dir>]
  npm run remote:list [-- --dir <remotesDir>]`;

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const options: { force: boolean; dir: string | null; hostDist: string | null } = { force: false, dir: null, hostDist: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--force') options.force = true;
    else if (arg === '--dir' || arg === '--host-dist') {
      const value = argv[(i += 1)];
      if (!value) throw new Error(`${arg} needs a folder\n${USAGE}`);
      options[arg === '--dir' ? 'dir' : 'hostDist'] = path.resolve(value);
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n${USAGE}`);
    else positional.push(arg);
  }
  return { positional, options };
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { positional, options } = parseArgs(rest);
  const remotesDir = options.dir ?? remotesDirFromEnv(process.env, rootDir);
  const hostDistDir = options.hostDist ?? path.join(rootDir, 'host', 'dist');

  if (command === 'deploy') {
    const [name, dist] = positional;
    if (!name || !dist || positional.length > 2) throw new Error(USAGE);
    const { version, warnings } = await deployRemote({ remotesDir, name, distDir: path.resolve(dist), hostDistDir, force: options.force });
    for (const warning of warnings) console.warn(`warning: ${warning}`);
    console.log(`${name} ${version} is live (${path.join(remotesDir, name, version)})`);
    console.log('New page loads get it from the next /config.json; the web server was not restarted.');
  } else if (command === 'rollback') {
    const [name] = positional;
    if (!name || positional.length > 1) throw new Error(USAGE);
    const { version, from, warnings } = await rollbackRemote({ remotesDir, name, hostDistDir });
    for (const warning of warnings) console.warn(`warning: ${warning}`);
    console.log(`${name} ${version} is live again (was ${from})`);
  } else if (command === 'list') {
    if (positional.length) throw new Error(USAGE);
    console.log(`Releases in ${remotesDir}:`);
    for (const { name, live, versions } of listReleases(remotesDir)) {
      console.log(`\n${name}${live ? '' : ' (nothing deployed: the built-in build is served)'}`);
      if (!versions.length) console.log('  (no releases)');
      for (const release of versions) {
        const when = release.deployedAt ? `deployed ${release.deployedAt}` : 'not in the registry history';
        const again = release.live && release.liveSince && release.liveSince !== release.deployedAt ? `, live again since ${release.liveSince}` : '';
        console.log(`${release.live ? '* ' : '  '}${release.version}  ${when}${again}${release.forced ? ' (forced)' : ''}${release.live ? '  <- live' : ''}`);
      }
    }
  } else {
    throw new Error(USAGE);
  }
}

main().catch((error: unknown) => {
  console.error(`remote ${process.argv[2] ?? ''}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
