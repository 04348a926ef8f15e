import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

/** An S3-compatible bucket when S3_BUCKET is set, else files under DATA_DIR. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}

/**
 * Said at start-up when the database may be shared (DATABASE_URL) while files stay on this machine (no
 * S3_BUCKET): another instance on the same database that does not use this very directory answers
 * 404 for every file uploaded here, and nothing else would tell the operator why.
 */
export function sharedDatabaseLocalFilesWarning(config: Pick<Config, 'databaseUrl' | 'dataDir' | 's3'>): string | null {
  if (!config.databaseUrl || config.s3) return null;
  return (
    `Uploaded files are kept in ${path.join(config.dataDir, 'resources')} on this machine while the database ` +
    '(DATABASE_URL) may be shared: an instance on the same database that does not use this same directory ' +
    'answers 404 for files uploaded here. Set S3_BUCKET when several instances run (docs/storage.md).'
  );
}
