import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from './mailer';
import type { RateLimiter } from './rate-limiter';
import type { ReportRunner } from './reports';

/** What every service needs from the running app; routes hand it to the service calls they make. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  reports: ReportRunner;
  log: FastifyBaseLogger;
  /** The current instant; tests substitute their own clock. */
  now: () => Date;
}
