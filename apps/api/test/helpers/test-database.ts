import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../../src/db/client';

/** A test database; `url` is set on PostgreSQL, for tests that open a second connection to it. */
export type TestDatabaseHandle = DatabaseHandle & { url: string | null };

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a throwaway
 * database on the TEST_DATABASE_URL server that is dropped when the handle closes.
 */
export async function openTestDatabase(options: DatabaseOptions = {}): Promise<TestDatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return { ...handle, url: null };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `tutorium_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() }, options);
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
