/**
 * npm run backup -- <archive>: a consistent backup of the configured database and the files it
 * references (same environment as the server: DATA_DIR, or DATABASE_URL / DATABASE_SCHEMA, and
 * S3_*), taken while the API keeps serving.
 */
import path from 'node:path';
import { BackupError, createBackup } from '../src/backup/archive';
import { loadConfig } from '../src/config';

const given = process.argv[2];
if (!given || given.startsWith('-')) {
  console.error('Usage: npm run backup -- <archive.tar>');
  process.exit(2);
}
// npm runs scripts in the package folder; INIT_CWD is where the operator typed the command.
const archive = path.resolve(process.env.INIT_CWD || process.cwd(), given);
try {
  const config = loadConfig();
  const started = Date.now();
  const manifest = await createBackup(config, archive);
  const files = manifest.parts.filter((part) => part.name.startsWith('files/')).length;
  const bytes = manifest.parts.reduce((sum, part) => sum + part.bytes, 0);
  console.log(`backup written: ${archive}`);
  console.log(`  ${manifest.dialect === 'postgres' ? `PostgreSQL schema ${manifest.schema ?? 'public'}` : `SQLite in ${config.dataDir}`}, migration ${manifest.migration}`);
  console.log(`  ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (manifest.missingFiles.length) console.log(`  ${manifest.missingFiles.length} files were deleted while the backup ran (their rows were deleted after the snapshot): ${manifest.missingFiles.slice(0, 5).join(', ')}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
