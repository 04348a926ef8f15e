import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../helpers/test-app';

let dist: string;
const t = useTestApp(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'tutorium-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Tutorium</title>');
  await writeFile(path.join(dist, 'app.js'), 'console.log(1)');
  return { WEB_DIST_DIR: dist };
});
afterAll(() => rm(dist, { recursive: true }));

describe('serving the web app', () => {
  it('serves built files and answers page routes with index.html', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/admin', '/admin/dashboard', '/ADMIN/Courses/', '/teacher/123?x=1', '/courses/abc/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>Tutorium</title>');
    }
  });

  it('answers an address that is none of the pages with the app and 404, so the status says what the page says', async () => {
    for (const url of ['/no-such-page', '/admin/no-such-screen', '/student/courses/1/2/3', '/teacher', '/app.js/x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>Tutorium</title>');
    }
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps unknown API paths as JSON 404 and refuses other methods on pages', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });
});

describe('the request log', () => {
  const loggedUrls = async (logLevel: string): Promise<string[]> => {
    const lines: string[] = [];
    const app = await createTestApp(
      { WEB_DIST_DIR: dist, LOG_LEVEL: logLevel },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      for (const url of ['/app.js', '/api/health']) {
        expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
    return lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => entry.req?.url ?? '');
  };

  it("leaves the web build's files out at info, while API requests are logged", async () => {
    expect(await loggedUrls('info')).toEqual(['/api/health']);
  });

  it('logs them too at debug', async () => {
    expect(await loggedUrls('debug')).toEqual(['/app.js', '/api/health']);
  });
});
