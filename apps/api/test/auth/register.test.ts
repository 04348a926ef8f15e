import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { verifySecret } from '../../src/platform/passwords';
import { createTestApp, json, send, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

const student = {
  name: 'Asha Rao',
  email: 'Asha@Example.test ',
  phone: '+91 90000 00000',
  password: 'long enough pw',
  role: 'student',
};

describe('POST /api/auth/register', () => {
  it('creates a student with a hashed password and answers without a token', async () => {
    const response = await register(student);
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body).toMatchObject({
      success: true,
      message: 'Registration successful! Please sign in.',
      user: {
        name: 'Asha Rao',
        email: 'asha@example.test',
        role: 'student',
        status: 'active',
        phone: '+91 90000 00000',
      },
    });
    expect(body).not.toHaveProperty('token');
    expect(JSON.stringify(body)).not.toContain('password');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'asha@example.test'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(row?.passwordHash ?? '', 'long enough pw')).toBe(true);
  });

  it('makes a teacher from the teacher portal, never an admin', async () => {
    const response = await register({
      ...student,
      email: 'teach@example.test',
      role: 'admin',
      specialization: 'Physics',
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).user).toMatchObject({
      role: 'admin',
      accountRole: 'teacher',
      specialization: 'Physics',
      subjects: ['Physics'],
    });
  });

  it('requires a specialization from teachers', async () => {
    const response = await register({ ...student, email: 'nospec@example.test', role: 'teacher' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, errors: { specialization: 'Specialization is required' } });
    expect(await t.db.select().from(users).where(eq(users.email, 'nospec@example.test'))).toHaveLength(0);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', '', 'Please enter your email address'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['role', 'superuser', 'Please choose a portal to sign in to'],
    ['phone', 'call me maybe', 'Please enter a valid phone number'],
  ])('refuses a %s of %o with a field error and writes nothing', async (field, value, message) => {
    const before = await t.db.select({ id: users.id }).from(users);
    const response = await register({ ...student, email: 'fresh@example.test', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('refuses a duplicate email, whatever its case, with 409 and no second row', async () => {
    const response = await register({ ...student, email: 'ASHA@example.test' });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ success: false, message: expect.stringContaining('Registration failed') });
    expect(await t.db.select().from(users).where(eq(users.email, 'asha@example.test'))).toHaveLength(1);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
  });

  it('answers 400 for an empty body', async () => {
    const response = await send(t, 'POST', '/api/auth/register');
    expect(response.statusCode).toBe(400);
    expect(json(response).success).toBe(false);
  });
});

describe('registration rate limit', () => {
  it('answers 429 past the configured number of registrations from one IP', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REQUESTS: '2' });
    try {
      const attempt = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { ...student, email: `rl${n}@example.test` },
        });
      expect((await attempt(1)).statusCode).toBe(201);
      expect((await attempt(2)).statusCode).toBe(201);
      const third = await attempt(3);
      expect(third.statusCode).toBe(429);
      expect(json(third).message).toBe('Too many attempts. Try again in 15 minutes.');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(await limited.db.select().from(users).where(eq(users.email, 'rl3@example.test'))).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});
