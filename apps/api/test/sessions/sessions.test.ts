import type { SignIns } from '@tutorium/contract/sessions';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions, trustedDevices } from '../../src/db/schema';
import { MAX_TRUSTED_DEVICES } from '../../src/modules/sessions/service';
import { bearer, createSignedInUser, json, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { stranger } = useSignedInUsers(t, { stranger: 'teacher' });

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A sign-in from a browser at an address: its token and device cookie. */
async function signInFrom(user: TestUser, from: string, userAgent: string, cookies: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers: { 'user-agent': userAgent },
    cookies,
    payload: { email: user.email, password: user.password, role: user.role === 'student' ? 'student' : 'admin' },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name.startsWith('tutorium_device_'));
  if (!cookie) throw new Error('no device cookie');
  return { token: json<{ token: string }>(response).token, cookie: { [cookie.name]: cookie.value } };
}

async function signInsOf(token: string): Promise<SignIns> {
  const response = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return json<{ data: SignIns }>(response).data;
}

const call = (method: 'GET' | 'DELETE' | 'POST', url: string, token?: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}) });

describe('where you are signed in', () => {
  it('lists each session and trusted device with browser, system, country and last seen; marks this one', async () => {
    const user = await createSignedInUser(t, 'student');
    const uk = await signInFrom(user, '81.2.69.160', chromeOnMac);
    const home = await signInFrom(user, '192.168.1.20', firefoxOnLinux);
    const { sessions: listed, devices } = await signInsOf(uk.token);
    expect(listed).toHaveLength(3);
    expect(listed.find((session) => session.current)).toMatchObject({
      browser: 'Chrome 131',
      os: 'macOS',
      place: 'United Kingdom',
    });
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed.map((session) => session.place).sort()).toEqual(['Local network', 'This network', 'United Kingdom']);
    expect(listed.find((session) => session.place === 'Local network')).toMatchObject({ browser: 'Firefox 133' });
    for (const session of listed) {
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    // Three sign-ins without a cookie: three trusted devices; the one this session came from is marked.
    expect(devices).toHaveLength(3);
    expect(devices.find((device) => device.current)).toMatchObject({ browser: 'Chrome 131', place: 'United Kingdom' });
    // Nothing in the answer is a token, an address or a device id.
    const body = JSON.stringify(await signInsOf(home.token));
    for (const secret of [uk.token, home.token, '81.2.69.160', '192.168.1.20', ...Object.values(uk.cookie)]) {
      expect(body).not.toContain(secret);
    }
  });

  it('keeps one device per browser: signing in again with its cookie updates it', async () => {
    const user = await createSignedInUser(t, 'teacher');
    const first = await signInFrom(user, '198.51.100.5', chromeOnMac);
    const again = await signInFrom(user, '81.2.69.160', chromeOnMac, first.cookie);
    expect(again.cookie).toEqual(first.cookie);
    const { devices } = await signInsOf(again.token);
    expect(devices.filter((device) => device.browser === 'Chrome 131')).toMatchObject([
      { place: 'United Kingdom', current: true },
    ]);
  });

  it(`keeps the ${MAX_TRUSTED_DEVICES} most recently seen devices of a client that keeps no cookie`, async () => {
    const user = await createSignedInUser(t, 'teacher');
    const first = await t.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id));
    let last = '';
    for (let i = 0; i < MAX_TRUSTED_DEVICES; i++) last = (await signInFrom(user, '198.51.100.50', 'curl/8.5.0')).token;
    const kept = await t.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id));
    expect(kept).toHaveLength(MAX_TRUSTED_DEVICES);
    expect(kept.map((device) => device.id)).not.toContain(first[0]?.id);
    expect((await signInsOf(last)).devices.filter((device) => device.current)).toHaveLength(1);
  });

  it('ends one of my sessions: it is signed out, the others go on', async () => {
    const user = await createSignedInUser(t, 'student');
    const laptop = await signInFrom(user, '198.51.100.6', chromeOnMac);
    const phone = (await signInsOf(laptop.token)).sessions.find((session) => !session.current);
    const ended = await call('DELETE', `/api/sessions/${phone?.id}`, laptop.token);
    expect(ended.statusCode).toBe(200);
    expect(json(ended)).toMatchObject({ success: true, message: expect.stringMatching(/Session ended/) });
    expect((await call('GET', '/api/users/profile', user.token)).statusCode).toBe(401);
    expect((await signInsOf(laptop.token)).sessions.map((session) => session.current)).toEqual([true]);
    expect((await call('DELETE', `/api/sessions/${phone?.id}`, laptop.token)).statusCode).toBe(404);
  });

  it('signs out every other session and forgets every other device, keeping this one', async () => {
    const user = await createSignedInUser(t, 'teacher');
    const others = [
      await signInFrom(user, '198.51.100.7', firefoxOnLinux),
      await signInFrom(user, '81.2.69.160', chromeOnMac),
    ];
    const here = await signInFrom(user, '198.51.100.8', chromeOnMac);
    const response = await call('POST', '/api/sessions/sign-out-others', here.token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, sessionsEnded: 3, devicesRevoked: 3 });
    for (const token of [user.token, ...others.map((other) => other.token)]) {
      expect((await call('GET', '/api/users/profile', token)).statusCode).toBe(401);
    }
    const left = await signInsOf(here.token);
    expect(left.sessions).toMatchObject([{ current: true }]);
    expect(left.devices).toMatchObject([{ current: true }]);
  });

  it('stops trusting one device: its cookie is then counted with untrusted clients', async () => {
    const user = await createSignedInUser(t, 'student');
    const old = await signInFrom(user, '198.51.100.9', firefoxOnLinux);
    const here = await signInFrom(user, '198.51.100.10', chromeOnMac);
    const device = (await signInsOf(here.token)).devices.find((d) => d.browser === 'Firefox 133');
    const revoked = await call('DELETE', `/api/sessions/devices/${device?.id}`, here.token);
    expect(revoked.statusCode).toBe(200);
    expect((await signInsOf(here.token)).devices.map((d) => d.browser)).not.toContain('Firefox 133');
    // Its session goes on until ended on its own.
    expect((await call('GET', '/api/users/profile', old.token)).statusCode).toBe(200);
    const [deviceRow] = await t.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.id, device?.id ?? ''));
    expect(deviceRow).toBeUndefined();
    expect((await call('DELETE', `/api/sessions/devices/${device?.id}`, here.token)).statusCode).toBe(404);

    const attempt = (password: string, from: string, cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: from,
        cookies,
        payload: { email: user.email, password, role: 'student' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password', `203.0.113.${i + 10}`)).statusCode).toBe(401);
    expect((await attempt(user.password, '198.51.100.9', old.cookie)).statusCode).toBe(429);
    expect((await attempt(user.password, '198.51.100.10', here.cookie)).statusCode).toBe(200);
  });

  it('marks a session seen at most once a minute, so reads stay reads', async () => {
    const user = await createSignedInUser(t, 'student');
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await t.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.userId, user.id));
    await call('GET', '/api/users/profile', user.token);
    const seen = async () =>
      (await t.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, user.id)))[0]?.at;
    const first = await seen();
    expect(first?.getTime()).toBeGreaterThan(longAgo.getTime() + 60_000);
    await call('GET', '/api/users/profile', user.token);
    expect((await seen())?.getTime()).toBe(first?.getTime());
    // Just over a minute later, the next request moves it again.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '61 seconds'` })
      .where(eq(sessions.userId, user.id));
    const stale = await seen();
    await call('GET', '/api/users/profile', user.token);
    expect((await seen())?.getTime()).toBeGreaterThan(stale?.getTime() ?? 0);
  });
});

describe('who may see and end sessions', () => {
  it('refuses visitors', async () => {
    for (const [method, url] of [
      ['GET', '/api/sessions'],
      ['DELETE', `/api/sessions/${crypto.randomUUID()}`],
      ['POST', '/api/sessions/sign-out-others'],
      ['DELETE', `/api/sessions/devices/${crypto.randomUUID()}`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({ success: false });
    }
  });

  it("never shows nor ends another user's session or device: 404, and theirs goes on", async () => {
    const victim = await createSignedInUser(t, 'student');
    const theirs = await signInsOf(victim.token);
    const session = theirs.sessions[0]?.id;
    const device = theirs.devices[0]?.id;
    expect((await signInsOf(stranger.token)).sessions.map((s) => s.id)).not.toContain(session);
    expect((await call('DELETE', `/api/sessions/${session}`, stranger.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/sessions/devices/${device}`, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/users/profile', victim.token)).statusCode).toBe(200);
    expect((await signInsOf(victim.token)).devices.map((d) => d.id)).toEqual([device]);
    // A stranger signing out "everyone else" touches only their own.
    await call('POST', '/api/sessions/sign-out-others', stranger.token);
    expect((await call('GET', '/api/users/profile', victim.token)).statusCode).toBe(200);
  });

  it('answers 400 for an id that is not one', async () => {
    for (const url of ['/api/sessions/not-an-id', '/api/sessions/devices/not-an-id']) {
      const response = await call('DELETE', url, stranger.token);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ success: false, code: expect.any(String) });
    }
  });
});
