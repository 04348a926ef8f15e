import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailVerifications, sessions, users } from '../../src/db/schema';
import {
  bearer,
  createSignedInUser,
  expectRefusal,
  json,
  send,
  signIn,
  type TestUser,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp();

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Renamed Person',
  email: 'placeholder',
  phone: '+44 20 7946 0000',
  address: '1 Long Road',
  bio: 'Teaches with patience.',
  specialization: 'Chemistry',
  subjects: ['Chemistry', 'Biology'],
  experience: '5 years',
  education: 'B.Sc.',
  languages: ['English'],
  avatar: 'https://images.example.test/me.png',
  interests: '',
  ...overrides,
});

const saveProfile = (user: TestUser, overrides: Record<string, unknown>) =>
  send(t, 'PUT', '/api/users/profile', { as: user, payload: profileBody(overrides) });

describe('GET /api/users/profile', () => {
  it('returns the signed-in user without secrets', async () => {
    const teacher = await createSignedInUser(t, 'teacher', { name: 'Tara Teacher', specialization: 'Maths' });
    const response = await send(t, 'GET', '/api/users/profile', { as: teacher });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      success: true,
      data: {
        _id: teacher.id,
        id: teacher.id,
        name: 'Tara Teacher',
        email: teacher.email,
        role: 'admin',
        accountRole: 'teacher',
        specialization: 'Maths',
      },
    });
    expect(response.body).not.toMatch(/password|argon/i);
  });

  it('refuses a visitor and a forged token with 401', async () => {
    for (const headers of [{}, bearer('forged-token'), { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
      expectRefusal(response, 401, 'sign_in_required', 'Please sign in to continue');
    }
  });
});

describe('PUT /api/users/profile', () => {
  it('updates the profile and leaves role and status alone', async () => {
    const teacher = await createSignedInUser(t, 'teacher');
    const response = await saveProfile(teacher, {
      email: teacher.email,
      role: 'admin',
      status: 'active',
      _id: 'someone-else',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      data: { name: 'Renamed Person', subjects: ['Chemistry', 'Biology'], role: 'admin', accountRole: 'teacher' },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row).toMatchObject({
      name: 'Renamed Person',
      role: 'teacher',
      address: '1 Long Road',
      languages: ['English'],
    });
  });

  it('changes the email only with the current password', async () => {
    const student = await createSignedInUser(t, 'student');
    const withoutPassword = await saveProfile(student, { email: 'new-address@example.test' });
    expect(withoutPassword.statusCode).toBe(400);
    expect(json(withoutPassword)).toMatchObject({ errors: { currentPassword: 'Current password is required' } });
    const wrongPassword = await saveProfile(student, {
      email: 'new-address@example.test',
      currentPassword: 'not it at all',
    });
    expect(wrongPassword.statusCode).toBe(400);
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(unchanged?.email).toBe(student.email);

    // The right password starts the change; the address moves once it is confirmed (email-verification.test.ts).
    const ok = await saveProfile(student, { email: 'New-Address@example.test', currentPassword: student.password });
    expect(ok.statusCode).toBe(200);
    expect(json<{ data: { email: string } }>(ok).data.email).toBe(student.email);
    const [waiting] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, student.id));
    expect(waiting?.email).toBe('new-address@example.test');
  });

  it('refuses an email that another account uses with 409', async () => {
    const first = await createSignedInUser(t, 'student');
    const second = await createSignedInUser(t, 'student');
    const response = await saveProfile(second, { email: first.email, currentPassword: second.password });
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe('That email address is already in use');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ avatar: 'javascript:alert(1)' }, 'avatar'],
    [{ subjects: 'Maths' }, 'subjects'],
    [{ bio: 'x'.repeat(2001) }, 'bio'],
  ])('answers 400 for %o and writes nothing', async (change, field) => {
    const student = await createSignedInUser(t, 'student', { name: 'Kept Name' });
    const response = await saveProfile(student, { email: student.email, ...change });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors).toHaveProperty(field);
    const [row] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(row?.name).toBe('Kept Name');
  });

  it('refuses a visitor', async () => {
    const response = await send(t, 'PUT', '/api/users/profile', { payload: profileBody({ email: 'a@b.test' }) });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/users/password', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const student = await createSignedInUser(t, 'student');
    const other = await signIn(t, student, 'student');
    const otherHeaders = bearer(json<{ token: string }>(other).token);
    const response = await send(t, 'PUT', '/api/users/password', {
      as: student,
      payload: { currentPassword: student.password, newPassword: 'my new password' },
    });
    expect(response.statusCode).toBe(200);
    expect((await send(t, 'GET', '/api/users/profile', { as: student })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: otherHeaders })).statusCode).toBe(
      401,
    );
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, student.id))).toHaveLength(1);
    const relogin = await signIn(t, { email: student.email, password: 'my new password' }, 'student');
    expect(relogin.statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: 'wrong one!', newPassword: 'my new password' }, 'Current password is incorrect'],
    [{ currentPassword: 'correct horse battery', newPassword: 'short' }, 'Password must be at least 8 characters'],
    [
      { currentPassword: 'correct horse battery', newPassword: 'correct horse battery' },
      'The new password must be different from the current one',
    ],
  ])('refuses %o', async (payload, message) => {
    const student = await createSignedInUser(t, 'student');
    const [before] = await t.db.select().from(users).where(eq(users.id, student.id));
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: student.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(message);
    const [after] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('refuses a visitor', async () => {
    const response = await send(t, 'PUT', '/api/users/password', {
      payload: { currentPassword: 'x', newPassword: 'my new password' },
    });
    expect(response.statusCode).toBe(401);
  });
});
