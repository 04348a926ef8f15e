import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { DataDirLockedError } from '../../src/db/data-dir-lock';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { useTempDir } from '../helpers/temp-dir';

const lockHolder = path.resolve(import.meta.dirname, '../helpers/data-dir-lock-holder.ts');

/** Starts the server on `dir` and resolves once it listens; rejects with its output if it exits first. */
async function startServer(dir: string): Promise<ServerProcess> {
  const server = startServerProcess({
    DATA_DIR: dir,
    PORT: '0',
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  await server.waitFor(/Tutorium is running/);
  return server;
}

/** The state letter of a process in /proc/<pid>/stat (R, S, Z…). */
async function processState(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).charAt(0);
}

const dataDir = useTempDir('tutorium-lock-');

describe('the PGlite data directory lock', { timeout: 240_000 }, () => {
  it('refuses a second opener at once with a clear message, and frees the directory on close', async () => {
    const first: DatabaseHandle = await openDatabase({ kind: 'pglite', dataDir: dataDir.path });
    await expect(openDatabase({ kind: 'pglite', dataDir: dataDir.path })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir: dataDir.path })).rejects.toThrow(
      /already in use by another Tutorium process/,
    );
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: dataDir.path });
    await again.close();
  });

  it('takes over at once a lock left by a server killed with kill -9, and names a live holder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tutorium-killed-'));
    try {
      const first = await startServer(dir);
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        `already in use by another Tutorium process (process ${first.child.pid} on`,
      );
      first.child.kill('SIGKILL');
      await first.exited;
      const second = await startServer(dir);
      second.child.kill('SIGTERM');
      await second.exited;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes over a lock whose holder was killed with kill -9 and is still a zombie, not yet reaped', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tutorium-zombie-'));
    // The holder runs under a parent that never reaps it (`sleep`, which the shell becomes), as under
    // a slow init in a container: once killed, it stays a zombie until that parent ends.
    const parent = spawn(
      'sh',
      ['-c', '"$@" & exec sleep 600', 'sh', process.execPath, '--import', 'tsx', lockHolder, dir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const holderPid = await new Promise<number>((resolve, reject) => {
        parent.stdout.on('data', (chunk: Buffer) => {
          const pid = /locked (\d+)/.exec(chunk.toString())?.[1];
          if (pid) resolve(Number(pid));
        });
        parent.on('exit', (code) => reject(new Error(`the lock holder's parent exited with ${code}`)));
      });
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
      process.kill(holderPid, 'SIGKILL');
      await vi.waitFor(async () => expect(await processState(holderPid)).toBe('Z'), { timeout: 10_000 });
      const database = await openDatabase({ kind: 'pglite', dataDir: dir });
      await database.close();
    } finally {
      parent.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stops a second server process that points at the same DATA_DIR', async () => {
    const holder = await openDatabase({ kind: 'pglite', dataDir: dataDir.path });
    try {
      const server = startServerProcess({ DATA_DIR: dataDir.path, PORT: '0', DATABASE_URL: '' });
      let stderr = '';
      server.child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      expect(await server.exited).toBe(1);
      expect(stderr).toContain('already in use by another Tutorium process');
    } finally {
      await holder.close();
    }
  });
});
