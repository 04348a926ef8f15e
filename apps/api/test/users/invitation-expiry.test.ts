import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../src/db/schema';
import { inviteTeacher } from '../helpers/invitations';
import { textOf } from '../helpers/smtp-sink';
import { createSignedInUser, type TestApp, useTestApp } from '../helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;

async function codeLifetimeMs(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db
    .select({ createdAt: passwordResets.createdAt, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no code for ${email}`);
  return row.expiresAt.getTime() - row.createdAt.getTime();
}

async function invite(t: TestApp, email: string) {
  const admin = await createSignedInUser(t, 'admin');
  const response = await inviteTeacher(t, admin, { name: 'Invited Teacher', email, specialization: 'Chemistry' });
  expect(response.statusCode).toBe(201);
  await t.app.outbox.drain();
  return textOf(await t.mail.waitFor((m) => m.to.includes(email)));
}

describe('an invitation with the default lifetime', () => {
  const t = useTestApp();

  it('works for 72 hours and says so, while a forgotten-password code still lasts 10 minutes', async () => {
    const text = await invite(t, 'three-days@example.test');
    expect(text).toContain('The code works once, for 3 days.');
    // The database's clock stamps createdAt and ours expiresAt: a minute covers any difference.
    expect(Math.abs((await codeLifetimeMs(t, 'three-days@example.test')) - 72 * HOUR_MS)).toBeLessThan(60_000);

    const student = await createSignedInUser(t, 'student');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: student.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(Math.abs((await codeLifetimeMs(t, student.email)) - 10 * 60_000)).toBeLessThan(60_000);
  });
});

describe('an invitation with INVITATION_TTL_HOURS set', () => {
  const t = useTestApp({ INVITATION_TTL_HOURS: '36' });

  it('works for that long and says so', async () => {
    const text = await invite(t, 'thirty-six@example.test');
    expect(text).toContain('The code works once, for 36 hours.');
    expect(Math.abs((await codeLifetimeMs(t, 'thirty-six@example.test')) - 36 * HOUR_MS)).toBeLessThan(60_000);
  });
});
