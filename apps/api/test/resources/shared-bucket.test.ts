import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createPostgresRateLimitStore } from '../../src/platform/rate-limit-store';
import { createStorage } from '../../src/platform/storage';
import { pdfDocument } from '../../src/seed/sample-files';
import { uploadResource } from '../helpers/resources';
import { type S3Server, startS3Server } from '../helpers/s3-server';
import { createSignedInUser, createTestApp, json, type TestApp, type TestUser } from '../helpers/test-app';

/** Two instances of the app on one database and one bucket, as behind a load balancer. */
let s3: S3Server;
let first: TestApp;
let second: FastifyInstance;
let secondDataDir: string;
let teacher: TestUser;
beforeAll(async () => {
  s3 = await startS3Server();
  first = await createTestApp(s3.env);
  secondDataDir = await mkdtemp(path.join(tmpdir(), 'tutorium-second-'));
  second = await buildApp({
    config: loadConfig({ ...s3.env, DATA_DIR: secondDataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    database: first.database,
    rateLimitStore: createPostgresRateLimitStore(first.db),
  });
  await second.ready();
  teacher = await createSignedInUser(first, 'teacher');
});
afterAll(async () => {
  await second.close();
  await first.close();
  await rm(secondDataDir, { recursive: true, force: true });
  await s3.close();
});

describe('two instances sharing a bucket', () => {
  it('serves a file uploaded through one instance from the other, whole and by ranges, and deletes it there', async () => {
    const file = pdfDocument('Shared notes', ['one', 'two', 'three']);
    const uploaded = await uploadResource(
      first,
      teacher,
      { title: 'Shared', description: 'On both instances', category: 'Science' },
      { name: 'shared.pdf', type: 'application/pdf', data: file },
    );
    expect(uploaded.statusCode).toBe(201);
    const { id } = json<{ data: { id: string } }>(uploaded).data;

    const whole = await second.inject({ method: 'GET', url: `/api/resources/${id}/download` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(file)).toBe(true);
    const range = await second.inject({
      method: 'GET',
      url: `/api/resources/${id}/download`,
      headers: { range: 'bytes=0-7' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.toString()).toBe(file.subarray(0, 8).toString());

    const deleted = await second.inject({ method: 'DELETE', url: `/api/resources/${id}`, headers: teacher.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await first.app.inject({ method: 'GET', url: `/api/resources/${id}/download` })).statusCode).toBe(404);
    const keys: string[] = [];
    for await (const key of first.app.ctx.storage.list('resources')) keys.push(key);
    expect(keys).toEqual([]);
  });
});

describe('the storage readiness check', () => {
  it('passes on the bucket, and names the problem when the bucket is missing', async () => {
    await expect(first.app.ctx.storage.check()).resolves.toBeUndefined();
    const missing = createStorage(loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    await expect(missing.check()).rejects.toThrow(`the bucket does not exist at ${s3.env.S3_ENDPOINT}`);
    await missing.close();
  });
});
