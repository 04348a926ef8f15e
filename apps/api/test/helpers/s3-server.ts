import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll } from 'vitest';
import { type TestApp, useTestApp } from './test-app';

export interface S3Server {
  /** The settings that point Tutorium at this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) in a child process on a free port, keeping its objects in a
 * temporary directory. Its own process, as in production, so it adds nothing to the app's memory.
 */
export async function startS3Server(bucket = 'tutorium-test'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'tutorium-s3-'));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 's3-server-process.mjs'), directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver exited with code ${code} before listening`);
    }),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's fixed credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Where a test app keeps uploaded files: under its DATA_DIR, or in an S3 server of its own. */
export type StorageDriver = 'local' | 's3';

/** `useTestApp` storing files on `driver`: for S3, a server started before the app and stopped after it. */
export function useTestAppOnStorage(driver: StorageDriver, env: Record<string, string>): TestApp {
  const storage: { s3: S3Server | null } = { s3: null };
  // Registered before the app's own after-hook, so it runs after the app has closed.
  afterAll(() => storage.s3?.close());
  return useTestApp(async () => {
    storage.s3 = driver === 's3' ? await startS3Server() : null;
    return { ...env, ...storage.s3?.env };
  });
}
