import type { OutboxListResponse } from '@tutorium/contract/outbox';
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema';
import { enqueueEmail } from '../../src/platform/outbox';
import { findTraces } from '../helpers/personal-data';
import { json, send, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

/**
 * Emails to or from an erased person sat in the outbox (recipient, Reply-To, subject) for 30 days and
 * were listed to admins; a pending one would still have gone out. Erasure removes them with the account.
 */
const t = useTestApp();
const { admin, teacher, zara } = useSignedInUsers(t, {
  admin: ['admin', { name: 'Odile Admin' }],
  teacher: ['teacher', { name: 'Tarek Teacher' }],
  zara: ['student', { name: 'Zara Forgotten' }],
});

const listed = async (query: string) => {
  const response = await send(t, 'GET', `/api/outbox${query}`, { as: admin });
  expect(response.statusCode).toBe(200);
  return json<OutboxListResponse>(response).data.map((message) => `${message.to} ${message.subject}`);
};
const everyListing = async () => [...(await listed('')), ...(await listed('?status=sent'))];
const rowsNaming = (user: TestUser) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(or(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.replyToAddress, user.email)));

describe('erasing an account', () => {
  it('removes every outbox email to or from the person, sent, failed or pending, and sends none of them', async () => {
    const forgot = () => send(t, 'POST', '/api/auth/forgot-password', { payload: { email: zara.email } });
    // A reset code delivered (sent), one that failed for good, one still waiting, and a message she
    // sent a teacher through the site, waiting with her address as Reply-To.
    expect((await forgot()).statusCode).toBe(200);
    await t.app.outbox.drain();
    await t.mail.waitFor((mail) => mail.to.includes(zara.email));
    await enqueueEmail(t.db, { to: zara.email, subject: `Welcome back, ${zara.email}`, text: 'Never delivered' });
    await t.db
      .update(emailOutbox)
      .set({ status: 'failed' })
      .where(eq(emailOutbox.subject, `Welcome back, ${zara.email}`));
    expect((await forgot()).statusCode).toBe(200);
    const contact = await send(t, 'POST', `/api/users/teachers/${teacher.id}/contact`, {
      as: zara,
      payload: { subject: 'About my homework', message: 'Could we talk?' },
    });
    expect(contact.statusCode).toBe(200);
    await enqueueEmail(t.db, { to: teacher.email, subject: 'Your weekly summary', text: 'Nothing about Zara' });

    expect(await rowsNaming(zara)).toHaveLength(4);
    expect((await everyListing()).filter((line) => line.includes(zara.email))).toHaveLength(3);

    const erased = await send(t, 'DELETE', `/api/users/${zara.id}`, { as: admin });
    expect(erased.statusCode).toBe(200);

    expect(await rowsNaming(zara)).toEqual([]);
    expect(await findTraces(t, [zara.email])).toEqual([]);
    expect((await everyListing()).join('\n')).not.toContain(zara.email);
    // The teacher's unrelated email stays and goes out; nothing to or from Zara does.
    const sentBefore = t.mail.messages.length;
    await t.app.outbox.drain();
    const delivered = t.mail.messages.slice(sentBefore);
    expect(delivered.map((mail) => mail.subject)).toEqual(['Your weekly summary']);
    expect(delivered.map((mail) => mail.raw).join('\n')).not.toContain(zara.email);
  });
});
