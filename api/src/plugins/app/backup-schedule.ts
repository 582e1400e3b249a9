import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { createBackup } from '../../backup/archive';

const NAME = /^marketplace-\d{8}T\d{6}Z\.tar$/;

/** Backups in `dir` made by the schedule, oldest first (their names sort by time). */
export async function scheduledBackups(dir: string): Promise<string[]> {
  return (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => NAME.test(name)).sort();
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/**
 * Scheduled backups on the embedded default (SQLite and files in DATA_DIR): every
 * BACKUP_INTERVAL_HOURS (24) into BACKUP_DIR (DATA_DIR/backups), keeping the newest BACKUP_KEEP (7).
 * With PostgreSQL or S3 this stays off: several instances would each take one, and such setups
 * back up at the database (see DEPLOY.md).
 */
export default fp(async (app) => {
  const { backups, databaseUrl, s3 } = app.config;
  if (backups.intervalMs === 0 || databaseUrl || s3) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const runOnce = async () => {
    const file = path.join(backups.dir, `marketplace-${stamp(new Date())}.tar`);
    try {
      const manifest = await createBackup(app.config, file);
      app.log.info({ file, migration: manifest.migration, parts: manifest.parts.length }, 'scheduled backup written');
      const all = await scheduledBackups(backups.dir);
      for (const old of all.slice(0, Math.max(0, all.length - backups.keep))) await fs.rm(path.join(backups.dir, old), { force: true });
    } catch (error) {
      app.log.error({ err: error, file }, 'scheduled backup failed; the next one is tried at its time');
    }
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = null;
        if (timer) schedule(backups.intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  // After a restart the schedule continues from the newest backup rather than starting over.
  const newest = (await scheduledBackups(backups.dir)).at(-1);
  const newestAt = newest ? (await fs.stat(path.join(backups.dir, newest))).mtimeMs : 0;
  schedule(Math.max(backups.firstDelayMs, newestAt + backups.intervalMs - Date.now()));
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    await running;
  });
}, { name: 'backup-schedule', dependencies: ['config', 'db', 'storage'] });
