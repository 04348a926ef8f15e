import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess } from '../helpers/server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const name = `tutorium_start_${randomBytes(6).toString('hex')}`;
let url: string;
let dataDir: string;

async function onServer<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.TEST_DB === 'postgres' && adminUrl)(
  'two instances starting at once on an empty PostgreSQL',
  () => {
    beforeAll(async () => {
      await onServer(adminUrl ?? '', (client) => client.query(`create database ${name}`));
      const parsed = new URL(adminUrl ?? '');
      parsed.pathname = `/${name}`;
      url = parsed.toString();
      dataDir = await mkdtemp(path.join(tmpdir(), 'tutorium-start-'));
    });
    afterAll(async () => {
      await onServer(adminUrl ?? '', (client) => client.query(`drop database if exists ${name} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    });

    it('both start: one migrates and seeds while the other waits, and the demo data is written once', {
      timeout: 300_000,
    }, async () => {
      const env = { DATABASE_URL: url, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
      const servers = [startServerProcess(env), startServerProcess(env)];
      try {
        const outputs = await Promise.all(servers.map((server) => server.waitFor(/Tutorium is running/)));
        expect(outputs.filter((output) => output.includes('Demo data written'))).toHaveLength(1);
        expect(outputs.filter((output) => output.includes('Demo data already present'))).toHaveLength(1);
        for (const output of outputs) expect(output).not.toContain('argon2');
        // Both keep files in DATA_DIR while sharing the database: each says so as it starts (the log
        // is written asynchronously, so the line may follow the banner).
        for (const server of servers) {
          await vi.waitFor(() => expect(server.output()).toContain('Set S3_BUCKET when several instances run'));
        }
        const accounts = await onServer(url, (client) =>
          client.query<{ email: string; copies: string }>('select email, count(*) as copies from users group by email'),
        );
        expect(accounts.rows.length).toBeGreaterThan(0);
        expect(accounts.rows.every((row) => row.copies === '1')).toBe(true);
      } finally {
        for (const { child, exited } of servers) {
          if (child.exitCode === null) {
            child.kill('SIGTERM');
            await exited;
          }
        }
      }
    });
  },
);
