import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, dataExports, emailOutbox } from '../../src/db/schema';
import { digestToken } from '../../src/platform/tokens';
import { describeEachStore } from '../helpers/rate-limits';
import { createSignedInUser, json, type TestUser } from '../helpers/test-app';

/** Each export builds an archive, queues an email and writes an audit row: a day's count per account is capped. */
const PER_DAY = 2;

const limits = { RATE_LIMIT_EXPORTS_PER_DAY: String(PER_DAY) };

describeEachStore('data exports per account per day, counters in the %s', limits, (t) => {
  const requestExport = (user: TestUser) =>
    t.app.inject({ method: 'POST', url: '/api/privacy/exports', headers: user.headers });
  const writtenFor = async (user: TestUser) => ({
    exports: (await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).length,
    audits: (await t.db.select().from(auditLog).where(eq(auditLog.subjectId, user.id))).length,
    emails: (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).length,
  });
  /** The export is built after the answer; the next may be asked for once it is no longer pending. */
  const settled = (user: TestUser) =>
    expect
      .poll(
        async () =>
          (await t.db.select({ status: dataExports.status }).from(dataExports).where(eq(dataExports.userId, user.id)))
            .map((row) => row.status)
            .includes('pending'),
        { timeout: 20_000 },
      )
      .toBe(false);

  it('refuses the export past the daily limit with Retry-After, writing, queueing and emailing nothing', async () => {
    const student = await createSignedInUser(t, 'student');
    for (let i = 0; i < PER_DAY; i += 1) {
      expect((await requestExport(student)).statusCode).toBe(202);
      await settled(student);
    }
    const before = await writtenFor(student);
    expect(before).toEqual({ exports: PER_DAY, audits: PER_DAY, emails: PER_DAY });

    const refused = await requestExport(student);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(json(refused)).toMatchObject({
      success: false,
      message: `You can ask for ${PER_DAY} copies of your data a day. Try again in 24 hours.`,
    });
    expect(await writtenFor(student)).toEqual(before);

    // Another account has its own count.
    const other = await createSignedInUser(t, 'teacher');
    expect((await requestExport(other)).statusCode).toBe(202);
  });

  it('does not count a request refused while another export is pending, and refuses a whole burst past the limit', async () => {
    const racer = await createSignedInUser(t, 'student');
    await t.db.insert(dataExports).values({ userId: racer.id, tokenHash: digestToken(`pending-${racer.id}`) });
    for (let i = 0; i < PER_DAY + 2; i += 1) expect((await requestExport(racer)).statusCode).toBe(409);
    await t.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.userId, racer.id));

    for (let i = 0; i < PER_DAY; i += 1) {
      expect((await requestExport(racer)).statusCode).toBe(202);
      await settled(racer);
    }
    const burst = await Promise.all(Array.from({ length: 10 }, () => requestExport(racer)));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(10).fill(429));
    expect(await writtenFor(racer)).toMatchObject({ exports: PER_DAY + 1, audits: PER_DAY });
  });
});
