import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachStore, expectRetryWithin } from '../helpers/rate-limits';
import { createSignedInUser, json, type TestApp, type TestUser } from '../helpers/test-app';

const owner = '198.51.100.7';
const attacker = '203.0.113.66';

type Cookies = Record<string, string>;

function signIn(t: TestApp, user: TestUser, password: string, from: string, cookies: Cookies = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    cookies,
    payload: { email: user.email, password, role: user.role === 'student' ? 'student' : 'admin' },
  });
}

/** The device cookie a successful sign-in set, ready to send back. */
function deviceCookie(response: LightMyRequestResponse): Cookies {
  const cookie = response.cookies.find((c) => c.name.startsWith('tutorium_device_'));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return { [cookie.name]: cookie.value };
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((tally, r) => {
    tally[r.statusCode] = (tally[r.statusCode] ?? 0) + 1;
    return tally;
  }, {});

function expectRetryLater(response: LightMyRequestResponse, windowSeconds: number) {
  const minutes = Math.ceil(expectRetryWithin(response, windowSeconds) / 60);
  expect(json(response).message).toBe(
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

const limits = { RATE_LIMIT_LOGIN_FAILURES: '5', RATE_LIMIT_LOGIN_FAILURES_PER_IP: '50' };

describeEachStore('sign-in limits with counters in the %s', limits, (t) => {
  it('checks no more passwords than the limit in a parallel burst of 40', async () => {
    const victim = await createSignedInUser(t, 'student');
    const burst = await Promise.all(Array.from({ length: 40 }, () => signIn(t, victim, 'wrong password', attacker)));
    // A 401 is an answer after a password check; a 429 is an answer without one.
    expect(statuses(burst)).toEqual({ 401: 5, 429: 35 });
    expectRetryLater(burst.find((r) => r.statusCode === 429) as LightMyRequestResponse, 15 * 60);
    expectRetryLater(await signIn(t, victim, victim.password, attacker), 15 * 60);
  });

  it('lets the right password inside a burst through only within the limit', async () => {
    const victim = await createSignedInUser(t, 'teacher');
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(t, victim, i === 20 ? victim.password : 'wrong password', attacker)),
    );
    const tally = statuses(burst);
    expect(tally[401] ?? 0).toBeLessThanOrEqual(5);
    expect(tally[200] ?? 0).toBeLessThanOrEqual(1);
    expect((tally[401] ?? 0) + (tally[200] ?? 0) + (tally[429] ?? 0)).toBe(40);
  });

  it('keeps the owner of a device that signed in before in, after 100 wrong attempts from one address', async () => {
    const victim = await createSignedInUser(t, 'student');
    const trusted = deviceCookie(await signIn(t, victim, victim.password, owner));

    for (let round = 0; round < 10; round++) {
      await Promise.all(Array.from({ length: 10 }, () => signIn(t, victim, 'wrong password', attacker)));
    }
    // The attacker's address is refused, even with the right password, and so is any untrusted client.
    expectRetryLater(await signIn(t, victim, 'wrong password', attacker), 15 * 60);
    expectRetryLater(await signIn(t, victim, victim.password, attacker), 15 * 60);
    expectRetryLater(await signIn(t, victim, victim.password, owner), 15 * 60);

    const back = await signIn(t, victim, victim.password, owner, trusted);
    expect(back.statusCode).toBe(200);
    expect(json(back)).toMatchObject({ success: true, token: expect.any(String) });
    // The cookie is the owner's key, wherever they are: the attacker's address is no bar to it.
    expect((await signIn(t, victim, victim.password, attacker, deviceCookie(back))).statusCode).toBe(200);
  });

  it('counts a trusted device on its own: its failures lock that device only', async () => {
    const victim = await createSignedInUser(t, 'teacher');
    const laptop = deviceCookie(await signIn(t, victim, victim.password, owner));
    const phone = deviceCookie(await signIn(t, victim, victim.password, owner));
    const fumbles = await Promise.all(
      Array.from({ length: 8 }, () => signIn(t, victim, 'wrong password', owner, laptop)),
    );
    expect(statuses(fumbles)).toEqual({ 401: 5, 429: 3 });
    expectRetryLater(await signIn(t, victim, victim.password, owner, laptop), 15 * 60);
    expect((await signIn(t, victim, victim.password, owner, phone)).statusCode).toBe(200);
    // The device's failures were not the account's: an untrusted client may still try.
    expect((await signIn(t, victim, victim.password, '192.0.2.1')).statusCode).toBe(200);
  });

  it('trusts no cookie it did not sign, nor one made for another account', async () => {
    const victim = await createSignedInUser(t, 'student');
    const other = await createSignedInUser(t, 'student');
    const [name = '', value = ''] =
      Object.entries(deviceCookie(await signIn(t, victim, victim.password, owner)))[0] ?? [];
    const othersCookie = deviceCookie(await signIn(t, other, other.password, owner));
    for (let i = 0; i < 5; i++) await signIn(t, victim, 'wrong password', attacker);

    const [boundTo, device = '', signature] = value.split('.');
    const forged = { [name]: `${boundTo}.${'A'.repeat(device.length)}.${signature}` };
    const unsigned = { [name]: `${victim.id}.made-up-device` };
    const borrowed = { [name]: Object.values(othersCookie)[0] ?? '' };
    for (const cookies of [forged, unsigned, borrowed]) {
      expectRetryLater(await signIn(t, victim, victim.password, owner, cookies), 15 * 60);
    }
    expect((await signIn(t, victim, victim.password, owner, { [name]: value })).statusCode).toBe(200);
  });

  it('gives back the reservation of a sign-in whose password was right', async () => {
    const user = await createSignedInUser(t, 'student');
    for (let i = 0; i < 4; i++) expect((await signIn(t, user, 'wrong password', owner)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await signIn(t, user, user.password, owner)).statusCode).toBe(200);
    // Only the four failures count, so a fifth is still checked and the one after is refused.
    expect((await signIn(t, user, 'wrong password', owner)).statusCode).toBe(401);
    expectRetryLater(await signIn(t, user, user.password, owner), 15 * 60);
  });
});
