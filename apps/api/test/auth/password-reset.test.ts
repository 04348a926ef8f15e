import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, sessions, users } from '../../src/db/schema';
import { codeFrom, resetCodeSubject } from '../helpers/smtp-sink';
import { createSignedInUser, createTestApp, expectRefusal, json, type TestUser, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });
const forgot = (email: string) => post('/api/auth/forgot-password', { email });
const verify = (email: string, verificationCode: string) =>
  post('/api/auth/verify-reset-code', { email, verificationCode });
const reset = (email: string, verificationCode: string, password: string) =>
  post('/api/auth/reset-password', { email, verificationCode, password });

/** Asks for a code and reads it from the SMTP sink, as the user reads their inbox. */
async function requestCode(user: TestUser): Promise<string> {
  const already = t.mail.messages.length;
  expect((await forgot(user.email)).statusCode).toBe(200);
  await t.app.outbox.drain();
  const mail = await t.mail.waitFor(
    (m) => m.to.includes(user.email) && m.subject === resetCodeSubject && t.mail.messages.indexOf(m) >= already,
  );
  return codeFrom(mail);
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('password reset', () => {
  it('emails a code over SMTP, verifies it, sets the new password and signs out every session', async () => {
    const student = await createSignedInUser(t, 'student');
    const code = await requestCode(student);
    const mail = t.mail.messages.at(-1);
    expect(mail?.subject).toBe('Your Tutorium verification code');

    const verified = await verify(student.email, code);
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toEqual({
      success: true,
      message: 'Verification code validated! You can now reset your password.',
    });

    const done = await reset(student.email, code, 'a brand new password');
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({ success: true, message: 'Password reset successful!' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, student.id))).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: student.headers })).statusCode,
    ).toBe(401);

    const oldLogin = await post('/api/auth/login', {
      email: student.email,
      password: student.password,
      role: 'student',
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('/api/auth/login', {
      email: student.email,
      password: 'a brand new password',
      role: 'student',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const student = await createSignedInUser(t, 'student');
    const known = await forgot(student.email);
    await t.app.outbox.drain();
    await t.mail.waitFor((m) => m.to.includes(student.email));
    const sentBefore = t.mail.messages.length;
    const unknown = await forgot('nobody-here@example.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(json(unknown)).toEqual({ success: true, message: 'Verification code sent to your email' });
    await t.app.outbox.drain();
    expect(t.mail.messages).toHaveLength(sentBefore);
    expect(t.mail.messages.some((m) => m.to.includes('nobody-here@example.test'))).toBe(false);
  });

  it('refuses a code that has expired', async () => {
    const student = await createSignedInUser(t, 'student');
    const code = await requestCode(student);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, student.id));
    const response = await verify(student.email, code);
    expectRefusal(response, 400, 'invalid_reset_code', 'Invalid verification code');
  });

  it('kills a code after 5 wrong tries, so even the right code then fails', async () => {
    const student = await createSignedInUser(t, 'student');
    const code = await requestCode(student);
    for (let i = 0; i < 4; i++) {
      expect(json(await verify(student.email, wrongCodeFor(code)))).toMatchObject({ code: 'invalid_reset_code' });
    }
    expect((await verify(student.email, code)).statusCode).toBe(200);
    const fresh = await requestCode(student);
    for (let i = 0; i < 5; i++) {
      expect((await verify(student.email, wrongCodeFor(fresh))).statusCode).toBe(400);
    }
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, student.id))).toHaveLength(0);
    expect((await verify(student.email, fresh)).statusCode).toBe(400);
  });

  it('never allows more than 5 wrong tries, even when they arrive at once', async () => {
    const student = await createSignedInUser(t, 'student');
    const code = await requestCode(student);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(student.email, wrongCodeFor(code))));
    expect(answers.every((response) => response.statusCode === 400)).toBe(true);
    expect((await verify(student.email, code)).statusCode).toBe(400);
  });

  it('spends a code once: a second reset with it fails', async () => {
    const student = await createSignedInUser(t, 'student');
    const code = await requestCode(student);
    expect((await verify(student.email, code)).statusCode).toBe(200);
    expect((await reset(student.email, code, 'first new password')).statusCode).toBe(200);
    const again = await reset(student.email, code, 'second new password');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ success: false, code: 'invalid_reset_code', message: 'Invalid verification code' });
  });

  it('refuses a reset before the code is verified, and changes nothing', async () => {
    const student = await createSignedInUser(t, 'student');
    const code = await requestCode(student);
    const [before] = await t.db.select().from(users).where(eq(users.id, student.id));
    const response = await reset(student.email, code, 'another new password');
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Please verify your code before resetting password');
    const [after] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('replaces the code on resend: the first one stops working', async () => {
    const student = await createSignedInUser(t, 'student');
    const first = await requestCode(student);
    const second = await requestCode(student);
    if (first !== second) {
      expect((await verify(student.email, first)).statusCode).toBe(400);
    }
    expect((await verify(student.email, second)).statusCode).toBe(200);
  });

  it.each([
    ['/api/auth/forgot-password', { email: '' }, 'Please enter your email address'],
    [
      '/api/auth/verify-reset-code',
      { email: 'a@example.test', verificationCode: '12345' },
      'Please enter a valid 6-digit verification code',
    ],
    [
      '/api/auth/verify-reset-code',
      { email: 'a@example.test', verificationCode: 'abcdef' },
      'Please enter a valid 6-digit verification code',
    ],
    [
      '/api/auth/reset-password',
      { email: 'a@example.test', verificationCode: '123456', password: 'short' },
      'Password must be at least 8 characters',
    ],
  ])('%s answers 400 for %o', async (url, payload, message) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(message);
  });

  it('limits code requests per account', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REQUESTS_PER_ACCOUNT: '2' });
    try {
      const student = await createSignedInUser(limited, 'student');
      const ask = () =>
        limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: student.email } });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
