import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/db/schema';
import { pdfDocument } from '../../src/seed/sample-files';
import { useTestAppOnStorage } from './s3-server';
import { type TestApp, useSignedInUsers } from './test-app';

const MB = 1024 * 1024;
const UPLOAD_BYTES = 45 * MB;
const PARALLEL = 4;
const ALLOWED_GROWTH = 60 * MB;

/**
 * Sends a PDF of `size` bytes over a real socket, generating it 64 KB at a time and honouring
 * back-pressure, so the sender itself holds almost nothing.
 */
function streamUpload(baseUrl: string, token: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = 'memory-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nA large upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nScience\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const pdf = pdfDocument('Big', ['x']);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(64 * 1024, 32);
  return new Promise((resolve, reject) => {
    // The server may answer (413) before the whole body is sent; then the sender stops.
    let answered = false;
    const req = httpRequest(`${baseUrl}/api/resources`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
      },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = async () => {
      req.write(head);
      req.write(pdf);
      for (let left = size - pdf.length; left > 0 && !answered; left -= filler.length) {
        const chunk = left >= filler.length ? filler : filler.subarray(0, left);
        if (!req.write(chunk)) {
          await new Promise((drained) => {
            req.once('drain', drained);
            req.once('close', drained);
          });
        }
      }
      if (!answered) req.end(tail);
    };
    write().catch(reject);
  });
}

/**
 * A full garbage collection on demand (the way Jest's leak detector gets one), so the samples show
 * the memory the uploads hold rather than chunks already passed on and not yet collected: V8 lets
 * up to 64 MB of dead buffers pile up between collections, which would make a 60 MB bound a coin toss.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The process's resident memory, sampled while `work` runs: where it started and its highest point. */
async function rssDuring(work: () => Promise<unknown>): Promise<{ before: number; peak: number }> {
  collectGarbage();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const collector = setInterval(collectGarbage, 200);
  try {
    await work();
  } finally {
    clearInterval(sampler);
    clearInterval(collector);
  }
  return { before, peak: Math.max(peak, process.memoryUsage().rss) };
}

/**
 * Four parallel 45 MB uploads over real sockets, with resident memory sampled throughout. Each driver
 * runs in its own test file, so its own process: memory one run kept is not counted against another.
 */
export function uploadMemorySuite(driver: 'local' | 's3'): void {
  // Long limits: on a busy shared machine 180 MB through a socket and a disk can take minutes.
  describe(`four parallel 45 MB uploads to ${driver} storage`, { timeout: 300_000 }, () => {
    const t = useTestAppOnStorage(driver, { RESOURCE_MAX_MB: '50' });
    const { teacher } = useSignedInUsers(t, { teacher: 'teacher' });
    let baseUrl: string;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    it('stream to storage: resident memory grows by less than 60 MB', async () => {
      // One upload first, so code loaded on first use is not counted as upload memory.
      expect((await streamUpload(baseUrl, teacher.token, MB)).status).toBe(201);
      let results: { status: number; body: string }[] = [];
      const { before, peak } = await rssDuring(async () => {
        results = await Promise.all(
          Array.from({ length: PARALLEL }, () => streamUpload(baseUrl, teacher.token, UPLOAD_BYTES)),
        );
      });
      const growth = peak - before;
      console.log(
        `${driver} storage, ${PARALLEL} parallel ${UPLOAD_BYTES / MB} MB uploads: RSS ${(before / MB).toFixed(1)} MB before, ` +
          `${(peak / MB).toFixed(1)} MB at most, grew by ${(growth / MB).toFixed(1)} MB`,
      );
      expect(results.map((result) => result.status)).toEqual(Array(PARALLEL).fill(201));
      for (const result of results) expect(JSON.parse(result.body)).toMatchObject({ data: { fileSize: UPLOAD_BYTES } });
      expect(growth).toBeLessThan(ALLOWED_GROWTH);
    });

    it('stops a file over the limit while it arrives: 413 to the sender, nothing stored', async () => {
      const rowsBefore = (await t.db.select().from(resources)).length;
      const keysBefore = await storedKeys(t);
      const result = await streamUpload(baseUrl, teacher.token, 60 * MB);
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({
        success: false,
        code: 'payload_too_large',
        message: 'The file is larger than the 50 MB limit',
      });
      expect(await t.db.select().from(resources)).toHaveLength(rowsBefore);
      expect(await storedKeys(t)).toEqual(keysBefore);
    });
  });
}

/** Every stored resource file, half-written ones on disk included. */
async function storedKeys(t: TestApp): Promise<string[]> {
  if (t.app.ctx.storage.kind === 'local') return readdir(path.join(t.config.dataDir, 'resources'));
  const keys: string[] = [];
  for await (const key of t.app.ctx.storage.list('resources')) keys.push(key);
  return keys;
}
