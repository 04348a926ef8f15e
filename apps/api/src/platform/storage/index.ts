import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

/** An S3-compatible bucket when S3_BUCKET is set, else files under DATA_DIR. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}
