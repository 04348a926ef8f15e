import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../helpers/test-app';

let dist: string;
const t = useTestApp(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'tutorium-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Tutorium</title></head><body></body></html>',
  );
  await writeFile(path.join(dist, 'app.js'), 'console.log(1)');
  await writeFile(
    path.join(dist, 'screen-preloads.json'),
    JSON.stringify({
      screens: {
        'teacher.newCourse': { modules: ['/assets/course-form-1.js'], texts: { en: [], hi: [] } },
        'teacher.courseDetail': {
          modules: ['/assets/portal-routes-1.js', '/assets/course-detail-1.js'],
          texts: { en: ['/assets/courses-en-1.js'], hi: ['/assets/courses-hi-1.js'] },
        },
      },
    }),
  );
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

  it("names each screen's files in its page, with its texts in the language the browser asks for", async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    const hindi = await t.app.inject({
      method: 'GET',
      url: '/admin/courses/c-1?tab=x',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers.vary).toMatch(/accept-language/i);
    expect(preloads(hindi.body)).toEqual([
      '/assets/portal-routes-1.js',
      '/assets/course-detail-1.js',
      '/assets/courses-hi-1.js',
    ]);
    expect(hindi.body).toMatch(/<link rel="modulepreload"[^>]*><\/head>/);

    const english = await t.app.inject({ method: 'GET', url: '/admin/courses/c-1' });
    expect(preloads(english.body)).toEqual([
      '/assets/portal-routes-1.js',
      '/assets/course-detail-1.js',
      '/assets/courses-en-1.js',
    ]);
    // A fixed segment outranks a parameter: /admin/courses/new is the form, not a course called "new".
    expect(preloads((await t.app.inject({ method: 'GET', url: '/admin/courses/new' })).body)).toEqual([
      '/assets/course-form-1.js',
    ]);
    // A screen the build names nothing for, a portal's own address and an unknown one get the page as built.
    for (const url of ['/courses', '/admin', '/no-such-page']) {
      expect(preloads((await t.app.inject({ method: 'GET', url })).body), url).toEqual([]);
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
