import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createS3Storage } from '../../src/platform/storage/s3';
import { docxDocument, pdfDocument } from '../../src/seed/sample-files';
import { type S3Server, startS3Server } from '../helpers/s3-server';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../src/cli/copy-storage.ts');
let s3: S3Server;
let dataDir: string;
const files = {
  'resources/0b7c1e1a-1111-4111-8111-111111111111.pdf': pdfDocument('One', ['a']),
  'resources/0b7c1e1a-2222-4222-8222-222222222222.docx': docxDocument('Two', ['b']),
};

beforeAll(async () => {
  [s3, dataDir] = await Promise.all([startS3Server(), mkdtemp(path.join(tmpdir(), 'tutorium-copy-'))]);
  await mkdir(path.join(dataDir, 'resources'));
  for (const [key, bytes] of Object.entries(files)) await writeFile(path.join(dataDir, key), bytes);
  // A half-written upload is not a file to copy.
  await writeFile(path.join(dataDir, 'resources/0b7c1e1a-3333.pdf.5e1f.partial'), 'partial');
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const copy = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, DATA_DIR: dataDir, ...env } });

describe('npm run storage:copy', { timeout: 180_000 }, () => {
  it('copies the local files into the bucket, prints what it copied, and copies nothing twice', async () => {
    const first = await copy(s3.env);
    for (const key of Object.keys(files)) expect(first.stdout).toMatch(new RegExp(`copied +${key}`));
    expect(first.stdout).toContain('Copied 2 file(s)');
    expect(first.stdout).not.toContain('partial');

    const { s3: bucketConfig } = loadConfig(s3.env);
    if (!bucketConfig) throw new Error('no bucket configured');
    const bucket = createS3Storage(bucketConfig);
    try {
      for (const [key, bytes] of Object.entries(files)) {
        expect((await buffer(await bucket.get(key))).equals(bytes)).toBe(true);
      }
      const keys: string[] = [];
      for await (const key of bucket.list('resources')) keys.push(key);
      expect(keys.sort()).toEqual(Object.keys(files).sort());
    } finally {
      await bucket.close();
    }

    const again = await copy(s3.env);
    expect(again.stdout).toContain('Copied 0 file(s), 0.0 MB; 2 already in the bucket.');
  });

  it('says which setting is missing when no bucket is configured', async () => {
    await expect(copy({})).rejects.toMatchObject({ stderr: expect.stringContaining('Set S3_BUCKET') });
  });
});
