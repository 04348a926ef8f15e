import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A fresh directory under the system's temporary one for the file's (or describe block's) tests,
 * made in a `beforeAll` hook and removed in an `afterAll` hook: read `path` inside tests and hooks.
 */
export function useTempDir(prefix: string): { readonly path: string } {
  const dir = { path: '' };
  beforeAll(async () => {
    dir.path = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(async () => {
    if (dir.path) await rm(dir.path, { recursive: true, force: true });
  });
  return dir;
}
