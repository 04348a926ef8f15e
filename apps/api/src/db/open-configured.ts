import path from 'node:path';
import type { Config } from '../config';
import { type DatabaseHandle, openDatabase } from './client';

/** The database the configuration names: a PostgreSQL server by DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config, onPoolError?: (error: Error) => void): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase(
        { kind: 'postgres', url: config.databaseUrl },
        { statementTimeoutMs: config.dbStatementTimeoutMs, ...(onPoolError ? { onPoolError } : {}) },
      )
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir) });
}
