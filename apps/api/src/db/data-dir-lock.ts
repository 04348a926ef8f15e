import { readFileSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
}

/** Directories this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

/**
 * A process killed (kill -9) but not yet reaped by its parent still answers signal 0, yet it holds
 * nothing and writes nothing any more: Linux shows it in state Z (zombie) or X (dead) in
 * /proc/<pid>/stat. A slow-reaping init in a container can keep one for seconds. Elsewhere (no /proc)
 * the process counts as alive.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ...": the command may hold spaces and parentheses, so read after the last ")".
    const state = stat.slice(stat.lastIndexOf(')') + 2).charAt(0);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

async function readOwner(lockPath: string): Promise<{ text: string; owner: LockOwner | null } | null> {
  try {
    const text = await readFile(lockPath, 'utf8');
    try {
      const parsed = JSON.parse(text) as Partial<LockOwner>;
      const owner =
        typeof parsed.pid === 'number' && typeof parsed.host === 'string'
          ? { pid: parsed.pid, host: parsed.host }
          : null;
      return { text, owner };
    } catch {
      return { text, owner: null };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Whether the recorded owner is gone: a process of this machine that no longer runs (killed with
 * kill -9, crashed, powered off), or this process's own PID recorded by an earlier process that had it
 * (containers restart with the same PID). A lock written on another machine is never judged stale.
 */
function isStale(owner: LockOwner | null, dir: string): boolean {
  if (owner === null) return true;
  if (owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(dir);
  return !isAlive(owner.pid);
}

/**
 * PGlite has no lock of its own and corrupts a directory that two processes write, so the data
 * directory is locked for the life of the process: a file naming the holder's PID, created
 * exclusively. A lock whose holder is dead is taken over at once; a live holder is refused.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = path.resolve(dataDir);
  const lockPath = path.join(dir, 'tutorium.lock');
  const mine = JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockOwner);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const file = await open(lockPath, 'wx');
      await file.writeFile(mine);
      await file.close();
      heldHere.add(dir);
      return async () => {
        heldHere.delete(dir);
        const current = await readOwner(lockPath);
        if (current?.text === mine) await unlink(lockPath).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = await readOwner(lockPath);
    if (current === null) continue;
    if (!isStale(current.owner, dir)) {
      const holder = current.owner ? `process ${current.owner.pid} on ${current.owner.host}` : 'another process';
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is already in use by another Tutorium process (${holder}). ` +
          'Stop that process first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
      );
    }
    // Remove the dead holder's lock only if it is still the one we judged, then try again.
    const again = await readOwner(lockPath);
    if (again?.text === current.text) await unlink(lockPath).catch(() => {});
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: another process keeps taking it. Try again.`);
}
