import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../../src/platform/notifications';
import { eventReader } from '../helpers/event-stream';
import { codeFrom } from '../helpers/smtp-sink';
import {
  bearer,
  createSignedInUser,
  createTestApp,
  json,
  send,
  type TestApp,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp();
const { admin } = useSignedInUsers(t, { admin: 'admin' });
let second: TestApp;
const base = (app: TestApp) => `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  // A second instance on the same database, as behind a load balancer: each listens on its own.
  second = await createTestApp({}, { sharing: t });
  await Promise.all([t.app.listen({ port: 0, host: '127.0.0.1' }), second.app.listen({ port: 0, host: '127.0.0.1' })]);
});
afterAll(async () => {
  for (const app of [t, second]) if (app.app?.server.listening) app.app.server.closeAllConnections();
  await second?.close();
});

/** Opens a notification stream for `token` on `app` and waits until it is live. */
async function openStream(app: TestApp, token: string) {
  const response = await fetch(`${base(app)}/api/notifications/stream`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  const events = eventReader(response);
  await events.next('ready');
  return events;
}

const portal = (user: TestUser) => (user.role === 'student' ? 'student' : 'admin');

/** Another sign-in of the same account: a second browser, with its own session and device cookie. */
async function signInAgain(user: TestUser, options: { from?: string; cookies?: Record<string, string> } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: options.from ?? '198.51.100.20',
    cookies: options.cookies ?? {},
    payload: { email: user.email, password: user.password, role: portal(user) },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name.startsWith('tutorium_device_'));
  if (!cookie) throw new Error('no device cookie');
  return { token: json<{ token: string }>(response).token, cookie: { [cookie.name]: cookie.value } };
}

const authorised = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).statusCode;

describe('a live notification stream ends with its session', () => {
  it('closes when its session signs out', async () => {
    const user = await createSignedInUser(t, 'student');
    const events = await openStream(t, user.token);
    const out = await send(t, 'POST', '/api/auth/logout', { as: user });
    expect(out.statusCode).toBe(200);
    await events.ended();
  });

  it('closes on every instance when an admin suspends the account', async () => {
    const user = await createSignedInUser(t, 'teacher');
    const [here, there] = await Promise.all([openStream(t, user.token), openStream(second, user.token)]);
    const suspended = await send(t, 'PUT', `/api/users/${user.id}`, { as: admin, payload: { status: 'suspended' } });
    expect(suspended.statusCode).toBe(200);
    await Promise.all([here.ended(), there.ended()]);
    expect(await authorised(user.token)).toBe(401);
  });

  it('closes on instance B when another session ends it through instance A, and only that stream', async () => {
    const user = await createSignedInUser(t, 'student');
    const laptop = await signInAgain(user);
    const onPhone = await openStream(second, user.token);
    const onLaptop = await openStream(second, laptop.token);
    const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(laptop.token) });
    const phoneSession = json<{ data: { sessions: { id: string; current: boolean }[] } }>(list).data.sessions.find(
      (session) => !session.current,
    );
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${phoneSession?.id}`,
      headers: bearer(laptop.token),
    });
    expect(ended.statusCode).toBe(200);
    await onPhone.ended();
    expect(await authorised(user.token)).toBe(401);
    // The laptop's own stream is still live: a notification reaches it.
    expect(await authorised(laptop.token)).toBe(200);
    await notifyUser(t.db, {
      userId: user.id,
      kind: 'class_scheduled',
      title: 'Still here',
      body: 'Still here',
      link: null,
    });
    await onLaptop.next('changed');
    await onLaptop.cancel();
  });

  it('closes the other sessions’ streams on a password change, and every stream when the account is erased', async () => {
    const user = await createSignedInUser(t, 'student');
    const other = await signInAgain(user);
    const [mine, theirs] = await Promise.all([openStream(t, user.token), openStream(second, other.token)]);
    const changed = await send(t, 'PUT', '/api/users/password', {
      as: user,
      payload: { currentPassword: user.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    await theirs.ended();
    expect(await authorised(user.token)).toBe(200);

    const erased = await send(t, 'DELETE', '/api/privacy/account', {
      as: user,
      payload: { password: 'a brand new password' },
    });
    expect(erased.statusCode).toBe(200);
    await mine.ended();
  });

  it('refuses to open a stream for a session that has ended', async () => {
    const user = await createSignedInUser(t, 'student');
    await send(t, 'POST', '/api/auth/logout', { as: user });
    const response = await fetch(`${base(t)}/api/notifications/stream`, { headers: user.headers });
    expect(response.status).toBe(401);
  });
});

/** Signs in from `from` with `password`, carrying `cookies`. */
const attempt = (user: TestUser, password: string, from: string, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    cookies,
    payload: { email: user.email, password, role: portal(user) },
  });

/** Five wrong passwords from untrusted clients: the account is locked for every untrusted client. */
async function lockForUntrustedClients(user: TestUser) {
  for (let i = 0; i < 5; i++)
    expect((await attempt(user, 'wrong password', `203.0.113.${i + 1}`)).statusCode).toBe(401);
  expect((await attempt(user, 'wrong password', '203.0.113.99')).statusCode).toBe(429);
}

const status = (response: LightMyRequestResponse) => response.statusCode;

describe('device trust ends with the password', () => {
  it('treats an old device cookie as untrusted after a password change made elsewhere: no guesses of its own', async () => {
    const user = await createSignedInUser(t, 'teacher');
    const oldLaptop = await signInAgain(user, { from: '198.51.100.31' });
    const desk = await signInAgain(user, { from: '198.51.100.32' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(desk.token),
      payload: { currentPassword: user.password, newPassword: 'another new password' },
    });
    expect(changed.statusCode).toBe(200);

    await lockForUntrustedClients(user);
    // The old laptop's cookie is counted with the untrusted clients: locked too, even with the right password.
    expect(status(await attempt(user, 'wrong password', '198.51.100.31', oldLaptop.cookie))).toBe(429);
    expect(status(await attempt(user, 'another new password', '198.51.100.31', oldLaptop.cookie))).toBe(429);
    // The device the password was changed on stays trusted.
    expect(status(await attempt(user, 'another new password', '198.51.100.32', desk.cookie))).toBe(200);
  });

  it('trusts no device after a password reset', async () => {
    const user = await createSignedInUser(t, 'student');
    const phone = await signInAgain(user, { from: '198.51.100.41' });
    await send(t, 'POST', '/api/auth/forgot-password', { payload: { email: user.email } });
    await t.app.outbox.drain();
    const code = codeFrom(await t.mail.waitFor((mail) => mail.to.includes(user.email)));
    for (const [url, extra] of [
      ['/api/auth/verify-reset-code', {}],
      ['/api/auth/reset-password', { password: 'reset to this one' }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: user.email, verificationCode: code, ...extra },
      });
      expect(response.statusCode).toBe(200);
    }
    await lockForUntrustedClients(user);
    expect(status(await attempt(user, 'reset to this one', '198.51.100.41', phone.cookie))).toBe(429);
  });
});
