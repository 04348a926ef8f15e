import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/platform/http-edge';
import { eventReader } from '../helpers/event-stream';
import { useSignedInUsers, useTestApp } from '../helpers/test-app';

const script = `export const lines = [${Array.from({ length: 200 }, (_, i) => `"line ${i}"`).join(',')}];\n`;
const scriptBr = brotliCompressSync(script);
const scriptGz = gzipSync(script);

let dist: string;
const t = useTestApp(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'tutorium-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Tutorium</title>');
  await writeFile(path.join(dist, 'assets', 'app-3f2a91bc.js'), script);
  await writeFile(path.join(dist, 'assets', 'app-3f2a91bc.js.br'), scriptBr);
  await writeFile(path.join(dist, 'assets', 'app-3f2a91bc.js.gz'), scriptGz);
  return { WEB_DIST_DIR: dist };
});
const { student } = useSignedInUsers(t, { student: 'student' });
afterAll(async () => {
  if (t.app.server.listening) t.app.server.closeAllConnections();
  await rm(dist, { recursive: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('API answers', () => {
  it('compresses a large answer in the encoding the client prefers, decoding to the same body', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await get('/api/docs/json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    // A large answer is compressed as a stream, so it may go out chunked; a length, if sent, is the encoded one.
    expect(br.headers['content-length'] ?? String(br.rawPayload.length)).toBe(String(br.rawPayload.length));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('leaves the event stream uncompressed and unbuffered', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { ...student.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const events = eventReader(response);
    // The first event arrives while the stream stays open: nothing holds it back to fill a block.
    await events.next('ready');
    await events.cancel();
  });
});

describe('the web build', () => {
  const url = '/assets/app-3f2a91bc.js';

  it('sends the brotli file to a client that accepts it, with its own length and the script type', async () => {
    const response = await get(url, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['content-length']).toBe(String(scriptBr.length));
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(scriptBr)).toBe(true);
  });

  it('sends the gzip file to a client that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(scriptGz.length));
    expect(gzip.rawPayload.equals(scriptGz)).toBe(true);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get(url, acceptEncoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(script)));
      expect(plain.body).toBe(script);
    }
  });

  it('does not serve the compressed files as files of their own', async () => {
    const response = await get(`${url}.br`);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Tutorium</title>');
  });
});
