import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { digestToken } from '../../src/platform/tokens';
import { bearer, createSignedInUser, createTestApp, json, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const login = (payload: Record<string, unknown>, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload });

describe('POST /api/auth/login', () => {
  it('signs a student in and stores only the digest of the token', async () => {
    const student = await createSignedInUser(t, 'student');
    const response = await login({ email: student.email.toUpperCase(), password: student.password, role: 'student' });
    expect(response.statusCode).toBe(200);
    const body = json<{ token: string; user: { id: string; _id: string; role: string } }>(response);
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful!',
      user: { role: 'student', accountRole: 'student' },
    });
    expect(body.user._id).toBe(body.user.id);
    const stored = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, digestToken(body.token)));
    expect(stored).toHaveLength(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, body.token))).toHaveLength(0);
  });

  it('admits teachers and admins to the teacher portal (role admin or teacher)', async () => {
    const teacher = await createSignedInUser(t, 'teacher');
    const admin = await createSignedInUser(t, 'admin');
    expect((await login({ email: teacher.email, password: teacher.password, role: 'admin' })).statusCode).toBe(200);
    expect((await login({ email: teacher.email, password: teacher.password, role: 'teacher' })).statusCode).toBe(200);
    expect((await login({ email: admin.email, password: admin.password, role: 'admin' })).statusCode).toBe(200);
  });

  it('answers an unknown email and a wrong password identically, on either portal', async () => {
    const student = await createSignedInUser(t, 'student');
    const teacher = await createSignedInUser(t, 'teacher');
    const answers = await Promise.all([
      login({ email: 'nobody@example.test', password: 'whatever123', role: 'student' }),
      login({ email: 'nobody@example.test', password: 'whatever123', role: 'admin' }),
      login({ email: student.email, password: 'wrong password', role: 'student' }),
      // The wrong portal with a wrong password: nothing tells the account's portal apart.
      login({ email: student.email, password: 'wrong password', role: 'admin' }),
      login({ email: teacher.email, password: 'wrong password', role: 'student' }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ success: false, code: 'invalid_credentials', message: 'Invalid credentials' });
    }
  });

  it.each([
    {
      account: 'student',
      portal: 'admin',
      message: 'This is the teacher sign-in, but yours is a student account. Please use the student sign-in.',
    },
    {
      account: 'teacher',
      portal: 'student',
      message: 'This is the student sign-in, but yours is a teacher account. Please use the teacher sign-in.',
    },
  ] as const)(
    'names the right portal to a $account on the $portal sign-in, and opens no session',
    async ({ account, portal, message }) => {
      const user = await createSignedInUser(t, account);
      const before = await t.db.select().from(sessions);
      const response = await login({ email: user.email, password: user.password, role: portal });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ success: false, code: 'wrong_portal', message });
      expect(await t.db.select().from(sessions)).toHaveLength(before.length);
    },
  );

  it('refuses a suspended account even with the right password, and its live sessions stop working', async () => {
    const student = await createSignedInUser(t, 'student');
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, student.id));
    const response = await login({ email: student.email, password: student.password, role: 'student' });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('This account is suspended. Please contact support.');
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: student.headers });
    expect(profile.statusCode).toBe(401);
  });

  it.each([
    [{ email: 'x@example.test', role: 'student' }, 'password'],
    [{ password: 'whatever123', role: 'student' }, 'email'],
    [{ email: 'x@example.test', password: 'whatever123' }, 'role'],
    [{ email: 'x@example.test', password: 'whatever123', role: 'janitor' }, 'role'],
  ])('answers 400 for %o', async (payload, field) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors).toHaveProperty(field);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session so the token no longer works', async () => {
    const student = await createSignedInUser(t, 'student');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: student.headers })).statusCode,
    ).toBe(200);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: student.headers });
    expect(response.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, digestToken(student.token))),
    ).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: student.headers })).statusCode,
    ).toBe(401);
  });

  it('refuses a visitor and a made-up token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer('made-up') });
    expect(forged.statusCode).toBe(401);
  });

  it('treats an expired session as signed out', async () => {
    const student = await createSignedInUser(t, 'student');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, digestToken(student.token)));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: student.headers })).statusCode,
    ).toBe(401);
  });
});

describe('failed-login rate limit', () => {
  it('answers 429 after the configured number of failures for an account, even with the right password', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES: '3' });
    try {
      const student = await createSignedInUser(limited, 'student');
      for (let i = 0; i < 3; i++) {
        const failed = await login({ email: student.email, password: 'wrong password', role: 'student' }, limited);
        expect(failed.statusCode).toBe(401);
      }
      const blocked = await login({ email: student.email, password: student.password, role: 'student' }, limited);
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked).message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      const other = await createSignedInUser(limited, 'student');
      expect((await login({ email: other.email, password: other.password, role: 'student' }, limited)).statusCode).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });

  it('counts failures per IP across accounts', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: '2' });
    try {
      await login({ email: 'a@example.test', password: 'wrong password', role: 'student' }, limited);
      await login({ email: 'b@example.test', password: 'wrong password', role: 'student' }, limited);
      const blocked = await login({ email: 'c@example.test', password: 'wrong password', role: 'student' }, limited);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
