import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { bornYearsAgo } from '../helpers/guardians';
import { createSignedInUser, expectRefusal, json, send, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });

describe('a guardian account signing in (POST /api/auth/login)', () => {
  it('signs a guardian in through the guardian portal', async () => {
    const guardian = await createSignedInUser(t, 'guardian', { name: 'Gauri Guardian' });
    const response = await login({ email: guardian.email, password: guardian.password, role: 'guardian' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { id: guardian.id, accountRole: 'guardian', role: 'student' },
    });
  });

  it.each([
    {
      account: 'guardian',
      portal: 'student',
      message: 'Yours is a parent or guardian account. Please use the parent and guardian sign-in.',
    },
    {
      account: 'guardian',
      portal: 'admin',
      message: 'Yours is a parent or guardian account. Please use the parent and guardian sign-in.',
    },
    {
      account: 'student',
      portal: 'guardian',
      message:
        'This is the parent and guardian sign-in, but yours is not a guardian account. Please use the sign-in of your own portal.',
    },
    {
      account: 'teacher',
      portal: 'guardian',
      message:
        'This is the parent and guardian sign-in, but yours is not a guardian account. Please use the sign-in of your own portal.',
    },
  ] as const)(
    'refuses a $account at the $portal portal with wrong_portal, opening no session',
    async ({ account, portal, message }) => {
      const user = await createSignedInUser(t, account);
      const before = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expectRefusal(
        await login({ email: user.email, password: user.password, role: portal }),
        403,
        'wrong_portal',
        message,
      );
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(before.length);
    },
  );

  it('refuses registering a guardian account: those come only from an invitation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Self Made',
        email: 'self.made@example.test',
        password: 'correct horse battery',
        role: 'guardian',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'validation_failed',
      errors: { role: 'Please choose a portal to sign in to' },
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'self.made@example.test'))).toEqual([]);
  });
});

describe('the date of birth on the profile (PUT /api/users/profile)', () => {
  const save = (user: Awaited<ReturnType<typeof createSignedInUser>>, dateOfBirth: unknown) =>
    send(t, 'PUT', '/api/users/profile', { as: user, payload: { dateOfBirth } });
  const stored = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.dateOfBirth;

  it('is in every user answer, saved as given, and cleared with null', async () => {
    const student = await createSignedInUser(t, 'student');
    const profile = await send(t, 'GET', '/api/users/profile', { as: student });
    expect(json(profile)).toMatchObject({ data: { dateOfBirth: null } });
    const birthday = bornYearsAgo(16);
    const saved = await save(student, birthday);
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ data: { dateOfBirth: birthday } });
    expect(await stored(student.id)).toBe(birthday);
    // A save without it keeps it.
    expect((await send(t, 'PUT', '/api/users/profile', { as: student, payload: { name: 'Renamed' } })).statusCode).toBe(
      200,
    );
    expect(await stored(student.id)).toBe(birthday);
    expect(json(await save(student, null))).toMatchObject({ data: { dateOfBirth: null } });
    expect(await stored(student.id)).toBeNull();
  });

  it.each([
    ['a date in the future', '2999-01-01', 'Date of birth cannot be in the future'],
    ['a date before 1900', '1899-12-31', 'Date of birth cannot be before 1900'],
    ['a day that does not exist', '2010-02-30', 'Date of birth is not a valid date'],
    ['something that is not a date', '10/02/2010', 'Date of birth must be a date (YYYY-MM-DD)'],
    ['a number', 20100210, 'Date of birth must be a date (YYYY-MM-DD)'],
  ])('refuses %s with a clear message, changing nothing', async (_case, value, message) => {
    const student = await createSignedInUser(t, 'student', { dateOfBirth: '2010-02-10' });
    const response = await save(student, value);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'validation_failed', errors: { dateOfBirth: message } });
    expect(await stored(student.id)).toBe('2010-02-10');
  });
});
