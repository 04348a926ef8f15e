import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createSignedInUser, json, useTestApp } from '../helpers/test-app';

/**
 * A stolen session must not become a way to guess the account's password: every screen that asks
 * for the current password (delete account, change password, change email) shares one counter per
 * account, counted before the password is checked and given back when it is right.
 */
const LIMIT = 3;
const t = useTestApp({ RATE_LIMIT_REQUESTS_PER_ACCOUNT: String(LIMIT) });

const erase = (headers: Record<string, string>, password: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/privacy/account', headers, payload: { password } });
const changePassword = (headers: Record<string, string>, currentPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/password',
    headers,
    payload: { currentPassword, newPassword: 'a brand new password' },
  });

describe('confirming with the current password', () => {
  it('checks at most the limit of wrong passwords from a parallel burst, then refuses even the right one with Retry-After', async () => {
    const student = await createSignedInUser(t, 'student');
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => erase(student.headers, `wrong guess ${i}`)));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LIMIT);

    const right = await erase(student.headers, student.password);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<{ message: string }>(right).message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, student.id));
    expect(row).toBeDefined();

    const viaOtherScreen = await changePassword(student.headers, student.password);
    expect(viaOtherScreen.statusCode).toBe(429);
  });

  it('gives a right password its count back, so an owner who types it correctly is never held up', async () => {
    const teacher = await createSignedInUser(t, 'teacher');
    let current = teacher.password;
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const next = `fresh password number ${i}`;
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/password',
        headers: teacher.headers,
        payload: { currentPassword: current, newPassword: next },
      });
      expect(response.statusCode).toBe(200);
      current = next;
    }
  });

  it('counts each account apart, so one account’s guesses do not lock out another', async () => {
    const [guessed, other] = await Promise.all([createSignedInUser(t, 'student'), createSignedInUser(t, 'student')]);
    for (let i = 0; i <= LIMIT; i += 1) await changePassword(guessed.headers, `wrong ${i}`);
    expect((await changePassword(guessed.headers, guessed.password)).statusCode).toBe(429);
    expect((await changePassword(other.headers, other.password)).statusCode).toBe(200);
  });
});

describe('people behind one address (a school, an office)', () => {
  // The per-account limit and the per-address ceiling of password checks; the per-address limit of
  // other requests is set low, as it must not be what confirmation is counted against.
  const shared = useTestApp({
    RATE_LIMIT_REQUESTS_PER_ACCOUNT: '3',
    RATE_LIMIT_REQUESTS: '10',
    RATE_LIMIT_LOGIN_FAILURES_PER_IP: '8',
  });
  const confirm = (user: { headers: Record<string, string> }, currentPassword: string, from: string) =>
    shared.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: user.headers,
      remoteAddress: from,
      payload: { currentPassword, newPassword: 'a brand new password' },
    });

  it('do not lock each other out: one user’s failures, however many, leave another free to confirm', async () => {
    const school = '192.0.2.10';
    const [forgetful, neighbour] = await Promise.all([
      createSignedInUser(shared, 'student'),
      createSignedInUser(shared, 'student'),
    ]);
    const tries = await Promise.all(Array.from({ length: 25 }, (_, i) => confirm(forgetful, `wrong ${i}`, school)));
    expect(tries.filter((response) => response.statusCode === 400)).toHaveLength(3);
    expect(tries.filter((response) => response.statusCode === 429)).toHaveLength(22);
    expect((await confirm(forgetful, forgetful.password, school)).statusCode).toBe(429);

    expect((await confirm(neighbour, neighbour.password, school)).statusCode).toBe(200);
  });

  it('still caps the password checks from one address across many accounts', async () => {
    const office = '192.0.2.20';
    const stolen = await Promise.all(Array.from({ length: 4 }, () => createSignedInUser(shared, 'student')));
    const answers = [];
    for (const user of stolen) for (let i = 0; i < 3; i += 1) answers.push(await confirm(user, `guess ${i}`, office));
    // Eight checked failures reach the ceiling; the rest are refused without a check.
    expect(answers.map((response) => response.statusCode)).toEqual([...Array(8).fill(400), 429, 429, 429, 429]);
    const refused = await confirm(await createSignedInUser(shared, 'student'), 'correct horse battery', office);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
