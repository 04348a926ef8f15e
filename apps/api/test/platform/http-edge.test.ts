import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets } from '../../src/db/schema';
import { storedSecret } from '../../src/platform/server-secrets';
import { validCourse } from '../helpers/courses';
import { createSignedInUser, createTestApp, json, type TestApp } from '../helpers/test-app';

const buildId = 'build-2026-11-29-a';
let dist: string;
let plain: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'tutorium-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Tutorium</title>');
  await writeFile(path.join(dist, 'assets', 'index-3f2a91bc.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'sw.js'), 'self.skipWaiting()');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Tutorium"}');
  await writeFile(path.join(dist, 'build-id.txt'), `${buildId}\n`);
  plain = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await plain.close();
  await rm(dist, { recursive: true });
});

async function withApp(env: Record<string, string>, use: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp({ WEB_DIST_DIR: dist, ...env });
  try {
    await use(t);
  } finally {
    await t.close();
  }
}

describe('HTTPS-only headers', () => {
  it('leaves out upgrade-insecure-requests and HSTS when the site is served over plain HTTP', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await plain.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends both when PUBLIC_URL is https', async () => {
    await withApp({ PUBLIC_URL: 'https://school.example' }, async (t) => {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      expect(response.headers['content-security-policy']).toMatch(/default-src 'self'.*;upgrade-insecure-requests$/);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });
  });

  it('sends both when a trusted proxy says the request came over https', async () => {
    await withApp({ TRUST_PROXY: '127.0.0.1' }, async (t) => {
      const viaHttps = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(viaHttps.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(viaHttps.headers['strict-transport-security']).toMatch(/^max-age=/);
      const viaHttp = await t.app.inject({ method: 'GET', url: '/' });
      expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('caching', () => {
  it('never lets a signed-in answer be stored, and leaves public answers alone', async () => {
    const student = await createSignedInUser(plain, 'student');
    const own = await plain.app.inject({ method: 'GET', url: '/api/users/profile', headers: student.headers });
    expect(own.headers['cache-control']).toBe('no-store');
    const refused = await plain.app.inject({ method: 'GET', url: '/api/users', headers: student.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    const catalogue = await plain.app.inject({ method: 'GET', url: '/api/courses', headers: student.headers });
    expect(catalogue.headers['cache-control']).toBe('no-store');
    expect((await plain.app.inject({ method: 'GET', url: '/api/courses' })).headers['cache-control']).toBeUndefined();
  });

  it('lets no answer under /api/auth be stored, success or failure: the sign-in answer carries the session token', async () => {
    const email = `no-store-${Date.now()}@example.test`;
    const password = 'long enough password';
    const answers = [
      await plain.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Never Cached', email, password, role: 'student' },
      }),
      await plain.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, role: 'student' } }),
      await plain.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong password here', role: 'student' },
      }),
      await plain.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email } }),
      await plain.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } }),
      await plain.app.inject({ method: 'POST', url: '/api/auth/logout' }),
      await plain.app.inject({ method: 'GET', url: '/api/auth/no-such-thing?x=1' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 200, 401, 400, 200, 401, 404]);
    expect(json<{ token: string }>(answers[1] as (typeof answers)[number]).token).toEqual(expect.any(String));
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('caches hashed assets for a year and makes index.html revalidate', async () => {
    const asset = await plain.app.inject({ method: 'GET', url: '/assets/index-3f2a91bc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/student/dashboard']) {
      const page = await plain.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const icon = await plain.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it('makes the service worker and the web app manifest revalidate, so a deployment reaches installed apps', async () => {
    const worker = await plain.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe('self.skipWaiting()');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await plain.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});

describe('the web build an answer comes from', () => {
  it('names the build the server serves in every API answer, refusals and unknown routes included', async () => {
    const student = await createSignedInUser(plain, 'student');
    const answers = await Promise.all([
      plain.app.inject({ method: 'GET', url: '/api/health' }),
      plain.app.inject({ method: 'GET', url: '/api/users/profile', headers: student.headers }),
      plain.app.inject({ method: 'GET', url: '/api/users/profile' }),
      plain.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) expect(answer.headers['x-tutorium-build']).toBe(buildId);
  });

  it('leaves it off the files of the build, which name their own', async () => {
    for (const url of ['/', '/sw.js', '/assets/index-3f2a91bc.js']) {
      expect((await plain.app.inject({ method: 'GET', url })).headers['x-tutorium-build']).toBeUndefined();
    }
  });

  it('names none when the build has no id, or there is no build', async () => {
    const withoutId = await mkdtemp(path.join(tmpdir(), 'tutorium-dist-'));
    await writeFile(path.join(withoutId, 'index.html'), '<!doctype html><title>Tutorium</title>');
    try {
      for (const WEB_DIST_DIR of [withoutId, path.join(withoutId, 'none')]) {
        const t = await createTestApp({ WEB_DIST_DIR });
        try {
          const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
          expect(answer.statusCode).toBe(200);
          expect(answer.headers['x-tutorium-build']).toBeUndefined();
        } finally {
          await t.close();
        }
      }
    } finally {
      await rm(withoutId, { recursive: true });
    }
  });
});

describe('cross-origin requests', () => {
  const allowed = 'https://app.example.org';
  const preflight = (t: TestApp, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/courses',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('answers no origin but its own by default', async () => {
    const response = await preflight(plain, allowed);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const get = await plain.app.inject({ method: 'GET', url: '/api/courses', headers: { origin: allowed } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the origins in CORS_ORIGINS call the API with a bearer token and JSON', async () => {
    await withApp({ CORS_ORIGINS: `${allowed},http://localhost:5173` }, async (t) => {
      const answer = await preflight(t, allowed);
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe(allowed);
      expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');

      const teacher = await createSignedInUser(t, 'teacher');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/courses',
        headers: { ...teacher.headers, origin: allowed },
        payload: validCourse({ title: 'Cross-origin course' }),
      });
      expect(created.statusCode).toBe(201);
      expect(json<{ data: { title: string } }>(created).data.title).toBe('Cross-origin course');
      expect(created.headers['access-control-allow-origin']).toBe(allowed);
      expect(created.headers.vary).toMatch(/origin/i);

      const refused = await preflight(t, 'https://evil.example');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { ...teacher.headers, origin: 'https://evil.example' },
      });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('the device cookie', () => {
  const signIn = async (t: TestApp) => {
    const student = await createSignedInUser(t, 'student');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: student.password, role: 'student' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === `tutorium_device_${student.id}`);
    if (!cookie) throw new Error('no device cookie');
    return cookie;
  };

  it('is signed, HttpOnly, SameSite=Strict, sent only to sign-in, and Secure only over https', async () => {
    const cookie = await signIn(plain);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value.split('.')).toHaveLength(3);
    await withApp({ PUBLIC_URL: 'https://school.example' }, async (t) => {
      expect((await signIn(t)).secure).toBe(true);
    });
  });

  it('is signed with a secret the server made once and keeps in the database', async () => {
    const [stored] = await plain.db.select().from(serverSecrets);
    expect(stored?.name).toBe('device-cookie');
    expect(await storedSecret(plain.db, 'device-cookie')).toBe(stored?.value);
    expect(stored?.value.length).toBeGreaterThanOrEqual(32);
  });

  it('uses DEVICE_COOKIE_SECRET when set, so it can be given to every instance', async () => {
    await withApp({ DEVICE_COOKIE_SECRET: 'x'.repeat(40) }, async (t) => {
      await signIn(t);
      expect(await t.db.select().from(serverSecrets)).toEqual([]);
      expect(json(await t.app.inject({ method: 'GET', url: '/api/health' }))).toMatchObject({ status: 'ok' });
    });
  });
});
