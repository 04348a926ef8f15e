import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { verifySecret } from '../../src/platform/passwords';
import { useTempDir } from '../helpers/temp-dir';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../src/cli/create-admin.ts');
const dataDir = useTempDir('tutorium-cli-');

const createAdmin = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir.path, DATABASE_URL: '' },
  });

// Each case starts fresh Node processes that open and migrate a database: slow on a busy machine.
describe('npm run admin:create', { timeout: 180_000 }, () => {
  it('creates an admin with a generated password it prints once, and refuses a second with the same email', async () => {
    const { stdout } = await createAdmin('--email', 'Boss@School.test', '--name', 'The Boss');
    const password = /Generated password: (\S+)/.exec(stdout)?.[1];
    expect(password).toBeDefined();

    await expect(createAdmin('--email', 'boss@school.test', '--name', 'Again')).rejects.toMatchObject({
      stderr: expect.stringContaining('already exists'),
    });

    const database = await openDatabase({ kind: 'pglite', dataDir: dataDir.path });
    try {
      const rows = await database.db.select().from(users).where(eq(users.email, 'boss@school.test'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.role).toBe('admin');
      expect(await verifySecret(rows[0]?.passwordHash ?? '', password ?? '')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses a bad email or a short password', async () => {
    await expect(createAdmin('--email', 'nope', '--name', 'X')).rejects.toMatchObject({
      stderr: expect.stringContaining('Please enter a valid email address'),
    });
    await expect(createAdmin('--email', 'ok@school.test', '--name', 'X', '--password', 'short')).rejects.toMatchObject({
      stderr: expect.stringContaining('at least 8 characters'),
    });
  });
});
