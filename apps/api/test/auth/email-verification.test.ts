import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, emailVerifications, passwordResets, users } from '../../src/db/schema';
import { verifySecret } from '../../src/platform/passwords';
import { inviteTeacher } from '../helpers/invitations';
import { codeFrom, type ReceivedMail, textOf } from '../helpers/smtp-sink';
import { bearer, createSignedInUser, json, signIn, type TestApp, type TestUser, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** The newest email to `to` whose subject contains `subject`, once the outbox has delivered it. */
async function latestMail(app: TestApp, to: string, subject: string): Promise<ReceivedMail> {
  await app.app.outbox.drain();
  await app.mail.waitFor((mail) => mail.to.includes(to) && mail.subject.includes(subject));
  const matching = app.mail.messages.filter((mail) => mail.to.includes(to) && mail.subject.includes(subject));
  const mail = matching.at(-1);
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

const linkTokenFrom = (mail: ReceivedMail): string => {
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(textOf(mail))?.[1];
  if (!token) throw new Error(`no link in ${mail.body}`);
  return token;
};

/** Registers through the API, as a newcomer does, and signs in: the account is unverified. */
async function registerAndSignIn(email = address('new'), role: 'student' | 'teacher' = 'student'): Promise<TestUser> {
  const password = 'long enough pw';
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'New Person', email, phone: '', password, role, specialization: 'Physics' },
  });
  expect(registered.statusCode).toBe(201);
  const login = await signIn(t, { email, password }, role === 'student' ? 'student' : 'admin');
  expect(login.statusCode).toBe(200);
  const { token, user } = json<{ token: string; user: { id: string } }>(login);
  return { id: user.id, email, password, role, token, headers: bearer(token) };
}

const state = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/auth/email-verification', headers: user.headers });
const resend = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email-verification/resend', headers: user.headers });
const confirm = (user: TestUser, code: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email-verification/confirm',
    headers: user.headers,
    payload: { code },
  });
const confirmLink = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email-verification/link', payload: { token } });
const cancel = (user: TestUser) =>
  t.app.inject({ method: 'DELETE', url: '/api/auth/email-verification/pending', headers: user.headers });
const changeEmail = (user: TestUser, email: string, currentPassword = user.password) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: user.headers,
    payload: { email, currentPassword },
  });

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const confirmationRow = async (userId: string) =>
  (await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, userId)))[0];

describe('a new account confirms its address', () => {
  it('starts unverified, with a hashed code and link emailed through the outbox, and the code confirms it once', async () => {
    const user = await registerAndSignIn();
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: user.headers });
    expect(json(profile)).toMatchObject({ data: { email: user.email, emailVerified: false } });
    expect(json(await state(user))).toMatchObject({
      data: { email: user.email, emailVerified: false, pendingEmail: null, codeExpiresAt: expect.any(String) },
    });

    const mail = await latestMail(t, user.email, 'Confirm your email address');
    const code = codeFrom(mail);
    const row = await confirmationRow(user.id);
    expect(row?.email).toBe(user.email);
    expect(row?.codeHash).not.toContain(code);
    expect(await verifySecret(row?.codeHash ?? '', code)).toBe(true);
    expect(row?.linkTokenHash).not.toContain(linkTokenFrom(mail));
    const ttlHours = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(ttlHours).toBeCloseTo(24, 1);

    const confirmed = await confirm(user, code);
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed)).toMatchObject({
      success: true,
      message: 'Your email address is confirmed',
      data: { email: user.email, emailVerified: true },
    });
    expect((await userRow(user.id))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await confirmationRow(user.id)).toBeUndefined();

    expect((await confirm(user, code)).statusCode).toBe(400);
    const again = await resend(user);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'email_already_verified' });
  });

  it('confirms with the emailed link, without signing in, once', async () => {
    const user = await registerAndSignIn();
    const token = linkTokenFrom(await latestMail(t, user.email, 'Confirm your email address'));
    const confirmed = await confirmLink(token);
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed)).toMatchObject({ success: true, data: { email: user.email } });
    expect((await userRow(user.id))?.emailVerifiedAt).toBeInstanceOf(Date);

    const reused = await confirmLink(token);
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ success: false, message: expect.stringContaining('not valid') });
  });

  it("never takes another user's code: it checks only the caller's own confirmation", async () => {
    const owner = await registerAndSignIn();
    const other = await registerAndSignIn();
    const ownersCode = codeFrom(await latestMail(t, owner.email, 'Confirm your email address'));
    const othersCode = codeFrom(await latestMail(t, other.email, 'Confirm your email address'));
    if (ownersCode === othersCode) return; // one in a million: the refusal cannot be told apart

    const refused = await confirm(other, ownersCode);
    expect(refused.statusCode).toBe(400);
    expect((await userRow(other.id))?.emailVerifiedAt).toBeNull();
    expect((await userRow(owner.id))?.emailVerifiedAt).toBeNull();
    expect((await confirmationRow(owner.id))?.failedTries).toBe(0);
    expect((await confirmationRow(other.id))?.failedTries).toBe(1);
  });

  it('kills a code after 5 wrong tries; a resend brings a new code and link and ends the old ones', async () => {
    const user = await registerAndSignIn();
    const first = await latestMail(t, user.email, 'Confirm your email address');
    const code = codeFrom(first);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await confirm(user, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toMatchObject({ errors: { code: expect.any(String) } });
    }
    expect(await confirmationRow(user.id)).toBeUndefined();
    expect((await confirm(user, code)).statusCode).toBe(400);
    expect((await userRow(user.id))?.emailVerifiedAt).toBeNull();

    const before = t.mail.messages.length;
    const resent = await resend(user);
    expect(resent.statusCode).toBe(200);
    expect(json(resent)).toMatchObject({ data: { emailVerified: false, codeExpiresAt: expect.any(String) } });
    await t.app.outbox.drain();
    const second = await t.mail.waitFor(
      (mail) => mail.to.includes(user.email) && t.mail.messages.indexOf(mail) >= before,
    );
    expect((await confirmLink(linkTokenFrom(first))).statusCode).toBe(400);
    expect((await confirm(user, codeFrom(second))).statusCode).toBe(200);
  });

  it('counts tries in the database, so a parallel burst of wrong codes gets no more than 5', async () => {
    const user = await registerAndSignIn();
    const code = codeFrom(await latestMail(t, user.email, 'Confirm your email address'));
    const answers = await Promise.all(Array.from({ length: 12 }, () => confirm(user, wrongCodeFor(code))));
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    expect(await confirmationRow(user.id)).toBeUndefined();
  });

  it('refuses an expired code and link', async () => {
    const user = await registerAndSignIn();
    const mail = await latestMail(t, user.email, 'Confirm your email address');
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.userId, user.id));
    expect((await confirm(user, codeFrom(mail))).statusCode).toBe(400);
    expect((await confirmLink(linkTokenFrom(mail))).statusCode).toBe(400);
    expect((await userRow(user.id))?.emailVerifiedAt).toBeNull();
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const user = await registerAndSignIn();
    await latestMail(t, user.email, 'Confirm your email address');
    for (const code of ['12345', '1234567', 'abcdef', 123456, null, '12 456']) {
      const refused = await confirm(user, code);
      expect(refused.statusCode, String(code)).toBe(400);
      expect(json(refused)).toMatchObject({ success: false, code: 'validation_failed' });
    }
    for (const token of ['short', 'has spaces in it and is long enough', 42, '']) {
      expect((await confirmLink(token)).statusCode, String(token)).toBe(400);
    }
    expect((await confirmationRow(user.id))?.failedTries).toBe(0);
    expect((await userRow(user.id))?.emailVerifiedAt).toBeNull();
  });

  it('refuses visitors on every signed-in route', async () => {
    const routes = [
      { method: 'GET', url: '/api/auth/email-verification' },
      { method: 'POST', url: '/api/auth/email-verification/resend' },
      { method: 'POST', url: '/api/auth/email-verification/confirm', payload: { code: '123456' } },
      { method: 'DELETE', url: '/api/auth/email-verification/pending' },
    ] as const;
    for (const route of routes) {
      const refused = await t.app.inject(route);
      expect(refused.statusCode, route.url).toBe(401);
    }
  });

  it('lists the routes in the OpenAPI document with their access', async () => {
    const doc = json<{ paths: Record<string, Record<string, { 'x-access'?: unknown }>> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    expect(doc.paths['/api/auth/email-verification/confirm']?.post?.['x-access']).toBe('signed-in');
    expect(doc.paths['/api/auth/email-verification/link']?.post?.['x-access']).toBe('public');
    expect(doc.paths['/api/auth/email-verification/pending']?.delete).toBeDefined();
  });

  it('verifies an invited account when its holder uses the emailed code to choose a password', async () => {
    const admin = await createSignedInUser(t, 'admin');
    const email = address('invited');
    const created = await inviteTeacher(t, admin, { name: 'Invited Person', email, specialization: 'Music' });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ data: { emailVerified: false } });
    const code = codeFrom(await latestMail(t, email, 'choose a password'));
    const payload = { email, verificationCode: code };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-reset-code', payload })).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { ...payload, password: 'my own password' },
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe('changing the email address', () => {
  it('waits for the new address to be confirmed, tells the old one, then swaps it', async () => {
    const user = await createSignedInUser(t, 'student');
    const newEmail = address('moved');
    const asked = await changeEmail(user, newEmail);
    expect(asked.statusCode).toBe(200);
    expect(json(asked)).toMatchObject({
      message: expect.stringContaining('once you confirm'),
      data: { email: user.email, emailVerified: true },
    });
    expect((await userRow(user.id))?.email).toBe(user.email);
    expect(json(await state(user))).toMatchObject({ data: { email: user.email, pendingEmail: newEmail } });

    const notice = await latestMail(t, user.email, 'being changed');
    expect(textOf(notice)).toContain(newEmail);
    expect(notice.body).not.toMatch(/\b\d{6}\b/);
    const code = codeFrom(await latestMail(t, newEmail, 'Confirm your new email address'));
    expect((await signIn(t, { email: newEmail, password: user.password }, 'student')).statusCode).toBe(401);

    const confirmed = await confirm(user, code);
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed)).toMatchObject({
      message: 'Your email address is changed',
      data: { email: newEmail, emailVerified: true },
    });
    expect((await userRow(user.id))?.email).toBe(newEmail);
    expect((await signIn(t, { email: newEmail, password: user.password }, 'student')).statusCode).toBe(200);
    expect(json(await state(user))).toMatchObject({ data: { email: newEmail, pendingEmail: null } });
  });

  it('answers 409 email_taken when someone took the new address meanwhile, keeps the old one, and can be cancelled', async () => {
    const user = await createSignedInUser(t, 'student');
    const wanted = address('wanted');
    expect((await changeEmail(user, wanted)).statusCode).toBe(200);
    const code = codeFrom(await latestMail(t, wanted, 'Confirm your new email address'));
    await createSignedInUser(t, 'student', { email: wanted });

    const taken = await confirm(user, code);
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ code: 'email_taken' });
    expect((await userRow(user.id))?.email).toBe(user.email);
    expect(json(await state(user))).toMatchObject({ data: { pendingEmail: wanted } });

    const cancelled = await cancel(user);
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled)).toMatchObject({ data: { email: user.email, pendingEmail: null } });
    expect(await confirmationRow(user.id)).toBeUndefined();
  });

  it('lets exactly one of two accounts confirming the same new address at once have it; the other gets 409', async () => {
    const wanted = address('contested');
    const [first, second] = [await createSignedInUser(t, 'student'), await createSignedInUser(t, 'student')];
    expect((await changeEmail(first, wanted)).statusCode).toBe(200);
    const firstCode = codeFrom(await latestMail(t, wanted, 'Confirm your new email address'));
    expect((await changeEmail(second, wanted)).statusCode).toBe(200);
    const secondCode = codeFrom(await latestMail(t, wanted, 'Confirm your new email address'));

    const answers = await Promise.all([confirm(first, firstCode), confirm(second, secondCode)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, wanted))).toHaveLength(1);
  });

  it('ends reset codes sent to the old address once the new one is confirmed', async () => {
    const user = await createSignedInUser(t, 'student');
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(1);
    const newEmail = address('fresh');
    await changeEmail(user, newEmail);
    const code = codeFrom(await latestMail(t, newEmail, 'Confirm your new'));
    expect((await confirm(user, code)).statusCode).toBe(200);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(0);
  });

  it('refuses an address already in use, or a wrong password, and writes nothing', async () => {
    const user = await createSignedInUser(t, 'student');
    const other = await createSignedInUser(t, 'student');
    const mailsBefore = await t.db.select().from(emailOutbox);

    const taken = await changeEmail(user, other.email);
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ code: 'email_taken' });
    const wrongPassword = await changeEmail(user, address('elsewhere'), 'not my password');
    expect(wrongPassword.statusCode).toBe(400);
    const badEmail = await changeEmail(user, 'not an address');
    expect(badEmail.statusCode).toBe(400);

    expect(await confirmationRow(user.id)).toBeUndefined();
    expect(await t.db.select().from(emailOutbox)).toHaveLength(mailsBefore.length);
    expect((await userRow(user.id))?.email).toBe(user.email);
  });

  it('confirms a change with the link too, and a verified account stays verified', async () => {
    const user = await createSignedInUser(t, 'teacher');
    const newEmail = address('linked');
    await changeEmail(user, newEmail);
    const token = linkTokenFrom(await latestMail(t, newEmail, 'Confirm your new email address'));
    const confirmed = await confirmLink(token);
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed)).toMatchObject({ data: { email: newEmail } });
    expect(await userRow(user.id)).toMatchObject({ email: newEmail, emailVerifiedAt: expect.any(Date) });
  });
});

describe('resending is limited per account and per IP', () => {
  const limited = useTestApp({ RATE_LIMIT_REQUESTS: '2', RATE_LIMIT_REQUESTS_PER_ACCOUNT: '3' });
  const resendFrom = (user: TestUser, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/email-verification/resend',
      headers: user.headers,
      remoteAddress,
    });

  it('refuses a fourth resend for one account from any address, and a third from one address for any account', async () => {
    const unverified = () => createSignedInUser(limited, 'student', { emailVerifiedAt: null });
    const spread = await unverified();
    for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) expect((await resendFrom(spread, ip)).statusCode).toBe(200);
    const perAccount = await resendFrom(spread, '10.0.1.4');
    expect(perAccount.statusCode).toBe(429);
    expect(Number(perAccount.headers['retry-after'])).toBeGreaterThan(0);

    const [first, second] = [await unverified(), await unverified()];
    expect((await resendFrom(first, '10.0.2.1')).statusCode).toBe(200);
    expect((await resendFrom(first, '10.0.2.1')).statusCode).toBe(200);
    const perIp = await resendFrom(second, '10.0.2.1');
    expect(perIp.statusCode).toBe(429);
    expect(await limited.db.select().from(emailVerifications).where(eq(emailVerifications.userId, second.id))).toEqual(
      [],
    );
  });
});
