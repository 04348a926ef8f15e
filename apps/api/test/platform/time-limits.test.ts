import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { createPostgresRateLimitStore } from '../../src/platform/rate-limit-store';
import { createTestApp, json, useTestApp } from '../helpers/test-app';

const onPostgres = process.env.TEST_DB === 'postgres';
const busy = {
  success: false,
  code: 'unavailable',
  message: 'The server is busy and could not answer in time. Please try again in a few seconds.',
};

/** Holds an ACCESS EXCLUSIVE lock on `table` from a connection of its own until released. */
async function lockTable(url: string, table: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in access exclusive mode`);
  return {
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

describe('a database that is down', () => {
  it('answers 503 with Retry-After, not 500', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tutorium-down-'));
    // Nothing listens on port 1: every connection is refused.
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' });
    // A given device-cookie key: otherwise building the app reads the stored one from the database.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      DEVICE_COOKIE_SECRET: 'a-test-key-of-at-least-thirty-two-characters',
    });
    const app = await buildApp({ config, database, rateLimitStore: createPostgresRateLimitStore(database.db) });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/courses' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(json(response)).toEqual({
        success: false,
        code: 'unavailable',
        message: 'The service is temporarily unavailable. Please try again in a few seconds.',
      });
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(onPostgres).each<{ what: string; env: Record<string, string> }>([
  {
    what: 'a locked table, past the statement timeout',
    env: { DB_STATEMENT_TIMEOUT_MS: '300' },
  },
  {
    what: 'a request that runs past the request timeout while the database still waits',
    env: { DB_STATEMENT_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '300' },
  },
])('$what', ({ env }) => {
  const t = useTestApp(env);

  it('answers 503 with Retry-After, and succeeds after the lock is released', async () => {
    const lock = await lockTable(t.database.url ?? '', 'courses');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/courses' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(json(response)).toEqual(busy);
    } finally {
      await lock.release();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);
  });
});

describe.runIf(onPostgres)('pool errors', () => {
  it('are reported, not swallowed, when an idle connection is cut', async () => {
    const t = await createTestApp();
    const errors: Error[] = [];
    const url = t.database.url ?? '';
    const database = await openDatabase({ kind: 'postgres', url }, { onPoolError: (error) => errors.push(error) });
    try {
      await database.ping();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'",
      );
      await admin.end();
      await expect.poll(() => errors.length, { timeout: 20_000 }).toBeGreaterThan(0);
    } finally {
      await database.close();
      await t.close();
    }
  });
});
