import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from '../lib/random';
import { PUBLIC_AREAS, type Storage, assertValidKey } from './storage';

/** Files under `<root>/<area>/<name>`; writes go to a temp name then rename, so readers never see half a file. */
export class LocalDiskStorage implements Storage {
  /** Absolute; the start-up sweep (plugins/app/upload-sweep.ts) lists it. */
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomToken()}.tmp`;
    const handle = await fsp.open(temp, 'wx', 0o640);
    try {
      await handle.writeFile(data);
      // The API acknowledges an upload only once its bytes survive a crash.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(temp, target);
  }

  async read(key: string): Promise<{ stream: fs.ReadStream; size: number } | null> {
    const file = this.pathOf(key);
    try {
      const stat = await fsp.stat(file);
      if (!stat.isFile()) return null;
      return { stream: fs.createReadStream(file), size: stat.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async hasFiles(): Promise<boolean> {
    const entries = await fsp.readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.some((entry) => entry.isFile());
  }

  publicUrl(key: string): string | null {
    const area = key.split('/', 1)[0] ?? '';
    return PUBLIC_AREAS.has(area) ? `/files/${key}` : null;
  }
}
