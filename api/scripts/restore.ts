/**
 * npm run restore -- <archive>: restores a backup into the configured, empty target (DATA_DIR, or
 * DATABASE_URL / DATABASE_SCHEMA, and S3_*). Start the API afterwards; it migrates an older
 * archive's database to the current version at start.
 */
import path from 'node:path';
import { BackupError, restoreBackup } from '../src/backup/archive';
import { loadConfig } from '../src/config';

const given = process.argv[2];
if (!given || given.startsWith('-')) {
  console.error('Usage: npm run restore -- <archive.tar>');
  process.exit(2);
}
// npm runs scripts in the package folder; INIT_CWD is where the operator typed the command.
const archive = path.resolve(process.env.INIT_CWD || process.cwd(), given);
try {
  const config = loadConfig();
  const manifest = await restoreBackup(config, archive);
  const files = manifest.parts.filter((part) => part.name.startsWith('files/')).length;
  console.log(`restored ${archive} (taken ${manifest.createdAt}, migration ${manifest.migration})`);
  console.log(`  into ${config.databaseUrl ? `PostgreSQL schema ${config.databaseSchema ?? 'public'}` : `SQLite in ${config.dataDir}`}, ${files} files into ${config.s3 ? `bucket ${config.s3.bucket}` : `${config.dataDir}/uploads`}`);
  console.log('  every part matched its checksum; start the API now');
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
