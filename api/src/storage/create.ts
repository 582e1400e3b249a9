import path from 'node:path';
import type { AppConfig } from '../config';
import { LocalDiskStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';

/** S3-compatible object store when S3_* is configured (several instances), else DATA_DIR/uploads. */
export function createStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
