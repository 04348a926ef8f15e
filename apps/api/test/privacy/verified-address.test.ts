import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contactMessages, dataExports } from '../../src/db/schema';
import { codeFrom, textOf } from '../helpers/smtp-sink';
import { bearer, createSignedInUser, json, signIn, type TestUser, useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** A visitor, not signed in, writes through the contact form from `email`. */
async function visitorWrites(email: string, subject: string): Promise<void> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'A Visitor', email, subject, message: 'Something only I should read again.' },
  });
  expect(sent.statusCode).toBe(201);
}

/** Someone registers `email` (any address: nothing checks it yet) and signs in. */
async function registerAs(email: string): Promise<TestUser> {
  const password = 'long enough pw';
  const payload = { name: 'Claimant', email, phone: '', password, role: 'student' };
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload })).statusCode).toBe(201);
  const login = await signIn(t, { email, password }, 'student');
  const { token, user } = json<{ token: string; user: { id: string } }>(login);
  return { id: user.id, email, password, role: 'student', token, headers: bearer(token) };
}

/** Asks for an export, waits for it to be built, and reads its contact_messages.json from the ZIP. */
async function exportedContactSubjects(user: TestUser): Promise<string[]> {
  const asked = await t.app.inject({ method: 'POST', url: '/api/privacy/exports', headers: user.headers });
  expect(asked.statusCode).toBe(202);
  await expect
    .poll(async () => {
      const [latest] = await t.db
        .select({ status: dataExports.status })
        .from(dataExports)
        .where(eq(dataExports.userId, user.id))
        .orderBy(desc(dataExports.requestedAt))
        .limit(1);
      return latest?.status;
    })
    .toBe('ready');
  await t.app.outbox.drain();
  const mails = t.mail.messages.filter((mail) => mail.to.includes(user.email) && mail.subject.includes('ready'));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no export email to ${user.email}`);
  const token = /[?&]export=([A-Za-z0-9_-]+)/.exec(textOf(mail))?.[1] ?? '';
  const download = await t.app.inject({
    method: 'GET',
    url: `/api/privacy/exports/download?token=${token}`,
    headers: user.headers,
  });
  expect(download.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(download.rawPayload));
  const rows = JSON.parse(strFromU8(files['contact_messages.json'] ?? new Uint8Array())) as { subject: string }[];
  return rows.map((row) => row.subject);
}

describe("a visitor's contact messages belong to an address only once someone proves it", () => {
  it('leaves them out of an unverified account’s export, and puts them in once the address is confirmed', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.test`;
    await visitorWrites(email, 'My private question');
    const claimant = await registerAs(email);

    expect(await exportedContactSubjects(claimant)).toEqual([]);

    await t.app.outbox.drain();
    const mail = await t.mail.waitFor((m) => m.to.includes(email) && m.subject.includes('Confirm your email'));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-verification/confirm',
      headers: claimant.headers,
      payload: { code: codeFrom(mail) },
    });
    expect(confirmed.statusCode).toBe(200);

    expect(await exportedContactSubjects(claimant)).toEqual(['My private question']);
  });

  it('keeps them when an unverified account with that address is erased, and erases them with a verified one', async () => {
    const email = `erased-${randomUUID().slice(0, 8)}@example.test`;
    await visitorWrites(email, 'Still mine');
    const admin = await createSignedInUser(t, 'admin');
    const claimant = await registerAs(email);
    const erase = (user: TestUser) =>
      t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin.headers });

    expect((await erase(claimant)).statusCode).toBe(200);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(1);

    const owner = await createSignedInUser(t, 'student', { email });
    expect((await erase(owner)).statusCode).toBe(200);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
  });
});
