import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * src/db/sql/*.sql is the one place the SQL functions and triggers are defined (docs/architecture.md,
 * "SQL functions and triggers"). Every statement there can run again on a database that already has
 * it (CREATE OR REPLACE, DROP ... IF EXISTS), so after drizzle's migrations the files are applied as
 * a whole, in file-name order, whenever their text differs from the last text applied.
 */
const sourceFolder = fileURLToPath(new URL('./sql', import.meta.url));

/** drizzle's own schema: the hash sits beside drizzle's record of applied migrations. */
const HASH_TABLE = 'drizzle.sql_source';

/**
 * The last migration of the history the baseline migration squashed (0000_initial to 0022): a
 * database that stopped part-way through it cannot take the baseline (its tables exist already).
 */
const SQUASHED_HISTORY_END = 1_795_718_688_109;

export interface SqlSource {
  /** Every file's statements, joined in file-name order. */
  text: string;
  hash: string;
}

export function readSqlSource(folder: string = sourceFolder): SqlSource {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const text = files.map((file) => `-- ${file}\n${readFileSync(path.join(folder, file), 'utf8')}`).join('\n');
  return { text, hash: createHash('sha256').update(text).digest('hex') };
}

/** One connection, inside the transaction the caller opened. */
export interface SqlSession {
  rows(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs text holding several statements. */
  exec(text: string): Promise<void>;
}

/** Refuses, before drizzle migrates, a database whose migrations stopped inside the squashed history. */
export async function refusePartialHistory(session: SqlSession): Promise<void> {
  const [table] = await session.rows(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (table?.present !== true) return;
  const [last] = await session.rows('select max(created_at)::text as created_at from drizzle.__drizzle_migrations');
  const lastApplied = last?.created_at;
  if (typeof lastApplied === 'string' && Number(lastApplied) < SQUASHED_HISTORY_END) {
    throw new Error(
      'This database was migrated only part of the way to the schema this release starts from: upgrade it with the previous release first (docs/deploy.md, "Upgrading").',
    );
  }
}

/**
 * Applies the source when its hash differs from the one recorded, and records the new hash; unchanged
 * source changes nothing, so an instance starting beside running ones takes no trigger locks.
 * Returns whether the source ran.
 */
export async function applySqlSource(session: SqlSession, source: SqlSource = readSqlSource()): Promise<boolean> {
  await session.exec(`create table if not exists ${HASH_TABLE} (hash text not null)`);
  const [applied] = await session.rows(`select hash from ${HASH_TABLE}`);
  if (applied?.hash === source.hash) return false;
  await session.exec(source.text);
  await session.exec(`delete from ${HASH_TABLE}`);
  await session.rows(`insert into ${HASH_TABLE} (hash) values ($1)`, [source.hash]);
  return true;
}
