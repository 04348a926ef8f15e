import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { RateLimiter } from './rate-limiter';
import type { ReportRunner } from './reports';
import type { FileStorage } from './storage/file-storage';

/** What every service needs from the running app; routes hand it to the service calls they make. */
export interface AppContext {
  config: Config;
  db: Database;
  limiter: RateLimiter;
  /** Uploaded files: a directory under DATA_DIR or an S3 bucket. */
  storage: FileStorage;
  reports: ReportRunner;
  log: FastifyBaseLogger;
  /** The current instant; tests substitute their own clock. */
  now: () => Date;
}
