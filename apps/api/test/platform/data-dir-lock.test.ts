import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { DataDirLockedError } from '../../src/db/data-dir-lock';

const mainTs = path.resolve(import.meta.dirname, '../../src/main.ts');
const lockHolder = path.resolve(import.meta.dirname, '../helpers/data-dir-lock-holder.ts');

/** The state letter of a process in /proc/<pid>/stat (R, S, Z…). */
async function processState(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).charAt(0);
}

/** Starts the server on `dir` and resolves once it listens; rejects with its output if it exits first. */
function startServer(dir: string): Promise<ChildProcessWithoutNullStreams> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Tutorium is running')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.on('exit', () => resolve());
  });

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tutorium-lock-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the PGlite data directory lock', { timeout: 240_000 }, () => {
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

  it('takes over at once a lock left by a server killed with kill -9, and names a live holder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tutorium-killed-'));
    try {
      const first = await startServer(dir);
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        `already in use by another Tutorium process (process ${first.pid} on`,
      );
      first.kill('SIGKILL');
      await exited(first);
      const second = await startServer(dir);
      second.kill('SIGTERM');
      await exited(second);
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
    const holder = await openDatabase({ kind: 'pglite', dataDir });
    try {
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
