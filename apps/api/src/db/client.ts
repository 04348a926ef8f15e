import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Connections of the PostgreSQL pool, for metrics; null on PGlite, which has one in-process connection. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Arbitrary constant naming the migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 7_305_115;

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** PGlite in `dataDir/pglite` (or in memory when dataDir is null), or a PostgreSQL server by URL. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir);
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
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => null,
    close: async () => {
      await client.close();
      await releaseLock?.();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
