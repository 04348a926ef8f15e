import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { passwordResets } from '../../src/db/schema';
import { describeEachStore, expectRetryWithin } from '../helpers/rate-limits';
import { codeFrom, resetCodeSubject } from '../helpers/smtp-sink';
import { createSignedInUser, json, type TestApp, type TestUser } from '../helpers/test-app';

/**
 * A reset code is six digits: guesses spread over many addresses must still be capped per account,
 * not only per address, or each fresh code brings its own tries (docs/security.md, "Other limits").
 */
const LIMIT = 3;

/** A new address per request, as a botnet would send them. */
let nextAddress = 0;
const anotherAddress = () => {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

const post = (t: TestApp, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: anotherAddress() });
const verify = (t: TestApp, email: string, verificationCode: string) =>
  post(t, '/api/auth/verify-reset-code', { email, verificationCode });
const reset = (t: TestApp, email: string, verificationCode: string) =>
  post(t, '/api/auth/reset-password', { email, verificationCode, password: 'a brand new password' });

async function requestCode(t: TestApp, user: TestUser): Promise<string> {
  const already = t.mail.messages.length;
  expect((await post(t, '/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
  await t.app.outbox.drain();
  return codeFrom(
    await t.mail.waitFor(
      (m) => m.to.includes(user.email) && m.subject === resetCodeSubject && t.mail.messages.indexOf(m) >= already,
    ),
  );
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

function expectRetryLater(response: LightMyRequestResponse) {
  expectRetryWithin(response, 15 * 60);
  expect(json(response).message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
}

const limits = { RATE_LIMIT_REQUESTS_PER_ACCOUNT: String(LIMIT) };

describeEachStore('reset-code checks per account, counters in the %s', limits, (t) => {
  it('refuses the guesses for one account past the limit, whichever addresses they come from', async () => {
    const victim = await createSignedInUser(t, 'student');
    const code = await requestCode(t, victim);
    expect((await verify(t, victim.email, wrongCodeFor(code))).statusCode).toBe(400);
    expect((await verify(t, victim.email, wrongCodeFor(code))).statusCode).toBe(400);
    expect((await reset(t, victim.email, wrongCodeFor(code))).statusCode).toBe(400);

    expectRetryLater(await verify(t, victim.email, wrongCodeFor(code)));
    expectRetryLater(await reset(t, victim.email, wrongCodeFor(code)));
    // Refused before the code is looked at: even the right one, and the code's own tries are untouched.
    expectRetryLater(await verify(t, victim.email, code));
    const [row] = await t.db
      .select({ failedTries: passwordResets.failedTries })
      .from(passwordResets)
      .where(eq(passwordResets.userId, victim.id));
    expect(row?.failedTries).toBe(LIMIT);

    // Another account's reset is not held up by these guesses.
    const other = await createSignedInUser(t, 'student');
    expect((await verify(t, other.email, await requestCode(t, other))).statusCode).toBe(200);
  });

  it('counts a parallel burst of guesses before checking them', async () => {
    const victim = await createSignedInUser(t, 'teacher');
    const code = await requestCode(t, victim);
    const burst = await Promise.all(Array.from({ length: 10 }, () => verify(t, victim.email, wrongCodeFor(code))));
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(400), ...Array(10 - LIMIT).fill(429)]);
  });

  it('gives a right code its count back, so the owner finishes the reset', async () => {
    const owner = await createSignedInUser(t, 'student');
    const code = await requestCode(t, owner);
    for (let i = 0; i < LIMIT - 1; i += 1)
      expect((await verify(t, owner.email, wrongCodeFor(code))).statusCode).toBe(400);
    expect((await verify(t, owner.email, code)).statusCode).toBe(200);
    expect((await reset(t, owner.email, code)).statusCode).toBe(200);
  });
});
