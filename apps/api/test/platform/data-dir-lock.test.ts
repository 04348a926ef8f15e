import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { DataDirLockedError } from '../../src/db/data-dir-lock';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tutorium-lock-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the PGlite data directory lock', { timeout: 120_000 }, () => {
  it('refuses a second opener at once with a clear message, and frees the directory on close', async () => {
    const first: DatabaseHandle = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /already in use by another Tutorium process/,
    );
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });

  it('stops a second server process that points at the same DATA_DIR', async () => {
    const holder = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const mainTs = path.resolve(import.meta.dirname, '../../src/main.ts');
      const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('already in use by another Tutorium process');
    } finally {
      await holder.close();
    }
  });
});
