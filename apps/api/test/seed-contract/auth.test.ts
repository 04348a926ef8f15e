import { describe, expect, it } from 'vitest';
import { codeFrom, resetCodeSubject } from '../helpers/smtp-sink';
import { createSignedInUser, json, useTestApp } from '../helpers/test-app';
import { seedCall } from './seed-client';

/** The seed's sign-in, registration and password-reset calls, with its payloads and the fields it reads. */
const t = useTestApp();

describe('POST /auth/register (name, email, phone, specialization, password, role → token?, user, message)', () => {
  it("registers a teacher through the seed's 'admin' role with a specialization", async () => {
    const response = await seedCall(t, 'POST', '/auth/register', {
      payload: {
        name: 'Tara Teacher',
        email: 'tara@example.test',
        phone: '+1 555 0100',
        specialization: 'Algebra',
        password: 'secret-pass',
        role: 'admin',
      },
    });
    expect(response.statusCode).toBe(201);
    const answer = json<{ user: { _id: string; email: string; role: string }; message: string }>(response);
    expect(answer.message).toBe('Registration successful! Please sign in.');
    expect(answer.user).toMatchObject({ email: 'tara@example.test', specialization: 'Algebra' });
    expect(answer.user._id).toEqual(expect.any(String));
  });

  it("answers the new teacher's role as admin (spec §1: teachers hold the role admin), Tutorium's role beside it", async () => {
    for (const sentRole of ['admin', 'teacher']) {
      const response = await seedCall(t, 'POST', '/auth/register', {
        payload: {
          name: 'Theo Teacher',
          email: `theo.${sentRole}@example.test`,
          phone: '',
          specialization: 'Physics',
          password: 'secret-pass',
          role: sentRole,
        },
      });
      expect(response.statusCode).toBe(201);
      expect(json(response)).toMatchObject({ user: { role: 'admin', accountRole: 'teacher' } });
    }
  });

  it('registers a student without a specialization', async () => {
    const response = await seedCall(t, 'POST', '/auth/register', {
      payload: { name: 'Sam Student', email: 'sam@example.test', phone: '', password: 'secret-pass', role: 'student' },
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      user: { email: 'sam@example.test', role: 'student', accountRole: 'student' },
    });
  });
});

describe('POST /auth/login (email, password, role → token, user)', () => {
  it('answers a token and the user for the seed role of the account', async () => {
    const teacher = await createSignedInUser(t, 'teacher');
    const response = await seedCall(t, 'POST', '/auth/login', {
      payload: { email: teacher.email, password: teacher.password, role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    const answer = json<{ token: string; user: { _id: string; email: string } }>(response);
    expect(answer.token).toEqual(expect.any(String));
    expect(answer.user).toMatchObject({ _id: teacher.id, email: teacher.email });
  });

  it('answers role admin for a teacher and a platform admin (spec §2.1: /admin requires role admin), student for a student', async () => {
    const signedIn = [
      [await createSignedInUser(t, 'teacher'), 'admin', 'admin', 'teacher'],
      [await createSignedInUser(t, 'admin'), 'admin', 'admin', 'admin'],
      [await createSignedInUser(t, 'student'), 'student', 'student', 'student'],
    ] as const;
    for (const [account, portal, role, accountRole] of signedIn) {
      const response = await seedCall(t, 'POST', '/auth/login', {
        payload: { email: account.email, password: account.password, role: portal },
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ user: { _id: account.id, role, accountRole } });
    }
  });

  it('says "Invalid credentials" for a wrong password', async () => {
    const student = await createSignedInUser(t, 'student');
    const response = await seedCall(t, 'POST', '/auth/login', {
      payload: { email: student.email, password: 'not-the-password', role: 'student' },
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ success: false, message: 'Invalid credentials' });
  });
});

/** Asks for a code as the seed's screen does and reads it from the mail, as the user would. */
async function codeFor(email: string): Promise<string> {
  const already = t.mail.messages.length;
  const forgot = await seedCall(t, 'POST', '/auth/forgot-password', { payload: { email } });
  expect(forgot.statusCode).toBe(200);
  await t.app.outbox.drain();
  return codeFrom(
    await t.mail.waitFor(
      (mail) =>
        mail.to.includes(email) && mail.subject === resetCodeSubject && t.mail.messages.indexOf(mail) >= already,
    ),
  );
}

describe('POST /auth/forgot-password (email → success, message)', () => {
  it('answers "Verification code sent to your email"', async () => {
    const student = await createSignedInUser(t, 'student');
    const forgot = await seedCall(t, 'POST', '/auth/forgot-password', { payload: { email: student.email } });
    expect(forgot.statusCode).toBe(200);
    expect(json(forgot)).toEqual({ success: true, message: 'Verification code sent to your email' });
  });
});

describe('POST /auth/verify-reset-code (email, verificationCode → success, message)', () => {
  it('validates the emailed code', async () => {
    const student = await createSignedInUser(t, 'student');
    const verificationCode = await codeFor(student.email);
    const verify = await seedCall(t, 'POST', '/auth/verify-reset-code', {
      payload: { email: student.email, verificationCode },
    });
    expect(verify.statusCode).toBe(200);
    expect(json(verify)).toEqual({
      success: true,
      message: 'Verification code validated! You can now reset your password.',
    });
  });
});

describe('POST /auth/reset-password (email, verificationCode, password → success, message)', () => {
  it('sets the new password', async () => {
    const student = await createSignedInUser(t, 'student');
    const verificationCode = await codeFor(student.email);
    await seedCall(t, 'POST', '/auth/verify-reset-code', { payload: { email: student.email, verificationCode } });
    const reset = await seedCall(t, 'POST', '/auth/reset-password', {
      payload: { email: student.email, verificationCode, password: 'new-secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect(json(reset)).toEqual({ success: true, message: 'Password reset successful!' });
    const login = await seedCall(t, 'POST', '/auth/login', {
      payload: { email: student.email, password: 'new-secret', role: 'student' },
    });
    expect(login.statusCode).toBe(200);
  });
});
