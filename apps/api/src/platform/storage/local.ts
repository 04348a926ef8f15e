import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type ByteRange, FileMissingError, type FileStorage } from './file-storage';

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Files under `root` (DATA_DIR), one file per key: the embedded default for a single instance. */
export function createLocalStorage(root: string): FileStorage {
  const fullPath = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };

  return {
    kind: 'local',
    location: root,

    async put(key, body) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name and renamed when complete, so a failed upload never shows up as a file.
      const partial = `${target}.${randomUUID()}.partial`;
      const file = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(body, file);
        await rename(partial, target);
      } catch (error) {
        // A body that fails while the file is still being opened (a busy machine) ends the pipeline
        // first, and the file is created after: it is removed only once it is closed.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key, range?: ByteRange) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fullPath(key), 'r');
      } catch (error) {
        if (isMissing(error)) throw new FileMissingError(key);
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {}) as Readable;
    },

    async size(key) {
      try {
        return (await stat(fullPath(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fullPath(key), { force: true });
    },

    async *list(prefix) {
      const dir = fullPath(prefix);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const name of names.sort()) {
        if (name.endsWith('.partial')) continue;
        if ((await stat(path.join(dir, name))).isFile()) yield `${prefix}/${name}`;
      }
    },

    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },

    async close() {},
  };
}
