import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { type ListenHandlers, listenPostgres, type Unlisten } from './pg-listener';
import * as schema from './schema';
import { applySqlSource, refusePartialHistory, type SqlSession } from './sql-source';
import { retryTransaction } from './transaction-retry';

type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then the SQL functions and triggers of src/db/sql/ when they changed
   * (sql-source.ts); safe when several processes start at once.
   */
  migrate(): Promise<void>;
  /**
   * Migrates as `migrate` does, then runs `afterMigrations` (demo seeding), all while holding the
   * start-up lock: a second instance starting at the same time waits, then finds the work done.
   */
  prepare<T>(afterMigrations: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` from every process sharing the database. PostgreSQL delivers a
   * notification when its transaction commits, never for one rolled back.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  /** Connections of the PostgreSQL pool, for metrics; null on PGlite, which has one in-process connection. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/**
 * Every `db.transaction(...)` of the app goes through here: a transaction PostgreSQL gave up as a
 * deadlock victim or for a serialization failure runs again (transaction-retry.ts), so no call site
 * has to. A transaction's callback must therefore do nothing outside the database that cannot be
 * repeated; nested transactions (savepoints) are not retried on their own, their outer one is.
 */
function retryingTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (run, config) => retryTransaction(() => transaction(run, config));
  return db;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Arbitrary constant naming the start-up (migration and seeding) lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 7_305_115;

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export interface DatabaseOptions {
  /** PostgreSQL: the statement timeout, and the longest wait for a pooled connection. */
  statementTimeoutMs?: number;
  /** PostgreSQL: told when an idle pooled connection fails (the server restarted or went away). */
  onPoolError?: (error: Error) => void;
}

const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/** PGlite in `dataDir/pglite` (or in memory when dataDir is null), or a PostgreSQL server by URL. */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url, options) : openPglite(target.dataDir);
}

function pgliteSession(client: PGlite | PGliteTransaction): SqlSession {
  return {
    rows: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    exec: async (text) => {
      await client.exec(text);
    },
  };
}

function pgSession(client: pg.PoolClient): SqlSession {
  return {
    rows: async (text, params) => (await client.query(text, params)).rows,
    exec: async (text) => {
      await client.query(text);
    },
  };
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let releaseLock: (() => Promise<void>) | null = null;
  let client: PGlite;
  if (dataDir === null) {
    client = await PGlite.create();
  } else {
    await mkdir(dataDir, { recursive: true });
    releaseLock = await lockDataDir(dataDir);
    client = await PGlite.create(path.join(dataDir, 'pglite'));
  }
  const db = retryingTransactions(drizzlePglite(client, { schema }) as unknown as Database);
  const migrate = async () => {
    await refusePartialHistory(pgliteSession(client));
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    await client.transaction((tx) => applySqlSource(pgliteSession(tx)));
  };
  return {
    db,
    kind: 'pglite',
    migrate,
    // The data-directory lock already keeps every other process out.
    prepare: async (afterMigrations) => {
      await migrate();
      return afterMigrations();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One process owns the data directory, so an in-process listener hears every notification.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    poolStats: () => null,
    close: async () => {
      await client.close();
      await releaseLock?.();
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const timeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  // A stalled query or a locked table ends in an error (answered 503) instead of a request that hangs.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', (error) => options.onPoolError?.(error));
  // A statement run on its own (outside db.transaction, which takes a client of its own) goes through
  // pool.query; one PostgreSQL picks as a deadlock victim was rolled back alone, so it runs again too.
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => retryTransaction(() => query(...args))) as typeof pool.query;
  const db = retryingTransactions(drizzlePg(pool, { schema }) as unknown as Database);
  const prepare = async <T>(afterMigrations: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      // Another instance may hold the lock for as long as its start-up takes: wait without a time limit.
      await client.query('set statement_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const session = pgSession(client);
      await refusePartialHistory(session);
      await migratePg(drizzlePg(client), { migrationsFolder });
      // Its own transaction, still under the lock: a failing source leaves its hash unrecorded, so the next start runs it again.
      await client.query('begin');
      try {
        await applySqlSource(session);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
      return await afterMigrations();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      await client.query('reset statement_timeout').catch(() => {});
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: () => prepare(async () => {}),
    prepare,
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
