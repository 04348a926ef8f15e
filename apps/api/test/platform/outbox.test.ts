import type { OutboxListResponse } from '@tutorium/contract/outbox';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, passwordResets } from '../../src/db/schema';
import { enqueueEmails } from '../../src/platform/outbox';
import { codeFrom, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';
import {
  createSignedInUser,
  createTestApp,
  json,
  send,
  statusesFor,
  type TestApp,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';

/** A loopback port where no SMTP server listens (yet): a sink that started there and stopped. */
async function stoppedSinkPort(): Promise<number> {
  const sink = await startSmtpSink();
  await sink.close();
  return Number(new URL(sink.url).port);
}

const forgot = (t: TestApp, email: string) => send(t, 'POST', '/api/auth/forgot-password', { payload: { email } });

/**
 * An app whose SMTP server is down, with an admin signed in: `revive` starts a sink on the port the
 * app mails to. `outboxEnv` sets how the outbox retries.
 */
function useAppWithSmtpDown(outboxEnv: Record<string, string>) {
  const smtp: { port: number; revived: SmtpSink | null } = { port: 0, revived: null };
  const t = useTestApp(async () => {
    smtp.port = await stoppedSinkPort();
    return { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...outboxEnv };
  });
  const { admin } = useSignedInUsers(t, { admin: 'admin' });
  afterAll(() => smtp.revived?.close());
  const revive = async (): Promise<SmtpSink> => {
    smtp.revived = await startSmtpSink(undefined, smtp.port);
    return smtp.revived;
  };
  return { t, admin, revive };
}

describe('email outbox while SMTP is down', () => {
  const { t, admin, revive } = useAppWithSmtpDown({ OUTBOX_RETRY_BASE_MS: '20', OUTBOX_MAX_ATTEMPTS: '1000' });

  it('keeps the reset code and its email together, retries, and delivers once SMTP is back', async () => {
    const students = await Promise.all([1, 2, 3].map(() => createSignedInUser(t, 'student')));
    for (const student of students) expect((await forgot(t, student.email)).statusCode).toBe(200);
    const queued = await t.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.toAddress,
          students.map((s) => s.email),
        ),
      );
    expect(queued).toHaveLength(3);
    expect(await t.db.select().from(passwordResets)).toHaveLength(3);

    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    const waiting = await send(t, 'GET', '/api/outbox', { as: admin });
    expect(waiting.statusCode).toBe(200);
    const listed = json<OutboxListResponse>(waiting);
    expect(listed.counts.pending + listed.counts.sending).toBe(3);
    expect(listed.transport).toBe('smtp');
    expect(listed.data).toHaveLength(3);
    for (const message of listed.data) {
      expect(message.status).toBe('pending');
      expect(message.attempts).toBeGreaterThanOrEqual(1);
      expect(message.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(message.subject).toBe('Your Tutorium verification code');
    }
    expect(waiting.body).not.toMatch(/verification code is/);

    const revived = await revive();
    await t.app.outbox.drain();
    for (const student of students) {
      const mails = revived.messages.filter((m) => m.to.includes(student.email));
      expect(mails).toHaveLength(1);
      expect(codeFrom(mails[0] ?? { to: [], raw: '', subject: '', body: '' })).toMatch(/^\d{6}$/);
    }
    const rows = await t.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.body === '' && row.sentAt !== null)).toBe(true);
    const after = json<OutboxListResponse>(await send(t, 'GET', '/api/outbox', { as: admin }));
    expect(after.data).toEqual([]);
    expect(after.counts).toEqual({ pending: 0, sending: 0, failed: 0 });
  });
});

describe('email outbox giving up', () => {
  const { t, admin, revive } = useAppWithSmtpDown({ OUTBOX_RETRY_BASE_MS: '10', OUTBOX_MAX_ATTEMPTS: '3' });

  it('marks a message failed after the last attempt, shows it to the admin, and sends it again on request', async () => {
    await enqueueEmails(t.db, [{ to: 'someone@example.test', subject: 'Welcome', text: 'Hello there' }]);
    await t.app.outbox.drain();
    const failed = json<OutboxListResponse>(await send(t, 'GET', '/api/outbox?status=failed', { as: admin }));
    expect(failed.counts.failed).toBe(1);
    const [message] = failed.data;
    expect(message).toMatchObject({ to: 'someone@example.test', subject: 'Welcome', status: 'failed', attempts: 3 });
    expect(message?.lastError).toBeTruthy();

    const revived = await revive();
    const retried = await send(t, 'POST', `/api/outbox/${message?.id}/retry`, { as: admin });
    expect(retried.statusCode).toBe(200);
    expect(json(retried)).toMatchObject({ success: true, data: { status: 'pending', attempts: 0 } });
    await t.app.outbox.drain();
    expect(revived.messages.map((m) => m.subject)).toEqual(['Welcome']);

    const again = await send(t, 'POST', `/api/outbox/${message?.id}/retry`, { as: admin });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({
      success: false,
      code: 'email_not_failed',
      message: 'Only a failed email can be sent again',
    });
    const unknown = await send(t, 'POST', '/api/outbox/00000000-0000-4000-8000-000000000000/retry', { as: admin });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses visitors, students and teachers', async () => {
    const [student, teacher] = await Promise.all([createSignedInUser(t, 'student'), createSignedInUser(t, 'teacher')]);
    const [row] = await t.db
      .insert(emailOutbox)
      .values({ toAddress: 'x@example.test', subject: 'S', body: 'B', status: 'failed' })
      .returning();
    const retryUrl = `/api/outbox/${row?.id}/retry`;
    expect(await statusesFor(t, 'GET', '/api/outbox', [null, student, teacher])).toEqual([401, 403, 403]);
    expect(await statusesFor(t, 'POST', retryUrl, [null, student, teacher])).toEqual([401, 403, 403]);
    const [unchanged] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, row?.id ?? ''));
    expect(unchanged?.status).toBe('failed');
    const badStatus = await send(t, 'GET', '/api/outbox?status=lost', { as: admin });
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('email outbox without an SMTP server', () => {
  const t = useTestApp({ SMTP_URL: '' });
  const { admin } = useSignedInUsers(t, { admin: 'admin' });

  it('says mail goes to the log, so the screen never calls an empty queue delivered', async () => {
    const answer = json<OutboxListResponse>(await send(t, 'GET', '/api/outbox', { as: admin }));
    expect(answer).toMatchObject({ success: true, data: [], transport: 'log' });
  });
});

describe('email outbox with two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { sharing: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('sends each message exactly once while both workers run', async () => {
    const subjects = Array.from({ length: 45 }, (_, i) => `Message ${i}`);
    await enqueueEmails(
      a.db,
      subjects.map((subject) => ({ to: 'crowd@example.test', subject, text: subject })),
    );
    a.app.outbox.start();
    b.app.outbox.start();
    await Promise.all([a.app.outbox.drain(), b.app.outbox.drain()]);
    const received = a.mail.messages.map((m) => m.subject).sort();
    expect(received).toEqual([...subjects].sort());
    const rows = await a.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
