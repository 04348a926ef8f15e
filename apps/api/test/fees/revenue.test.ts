import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../helpers/courses';
import { json, send, statusesFor, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { enrolForInvoice, recordAt } from './dues-fixtures';

const t = useTestApp({ TIME_ZONE: 'Asia/Kolkata', CURRENCY: 'INR' });

const { teacher, otherTeacher, admin, ana, ben, cy, dan, guardian } = useSignedInUsers(t, {
  teacher: 'teacher',
  otherTeacher: 'teacher',
  admin: 'admin',
  ana: 'student',
  ben: 'student',
  cy: 'student',
  dan: 'student',
  guardian: 'guardian',
});

interface Figures {
  collectedMinor: number;
  refundedMinor: number;
  outstandingMinor: number;
}
interface RevenueAnswer {
  currency: string;
  totals: Figures;
  byCourse: (Figures & { course: { id: string | null; title: string } })[];
  byMonth: { month: string; collectedMinor: number; refundedMinor: number }[];
}

const ids = { maths: '', art: '', physics: '' };

const revenue = async (query: string, as = teacher) => {
  const response = await send(t, 'GET', `/api/revenue${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ success: true; data: RevenueAnswer }>(response).data;
};

beforeAll(async () => {
  ids.maths = (await createCourse(t, teacher, { title: 'Maths', price: 1200, instalments: 3 })).id;
  ids.art = (await createCourse(t, teacher, { title: 'Art', price: 500 })).id;
  ids.physics = (await createCourse(t, otherTeacher, { title: 'Physics', price: 300 })).id;
  const anaMaths = await enrolForInvoice(t, ana, ids.maths);
  const benArt = await enrolForInvoice(t, ben, ids.art);
  const cyPhysics = await enrolForInvoice(t, cy, ids.physics);
  // Dan enrols and leaves: his cancelled invoice owes nothing.
  await enrolForInvoice(t, dan, ids.maths);
  expect((await send(t, 'DELETE', `/api/courses/${ids.maths}/enroll`, { as: dan })).statusCode).toBe(200);

  // 20:00 UTC on 31 January is 01:30 on 1 February in Kolkata: February's money.
  await recordAt(t, {
    invoiceId: anaMaths,
    kind: 'payment',
    amountMinor: 40_000,
    receiptNumber: 9001,
    recordedAt: new Date('2026-01-31T20:00:00Z'),
  });
  const second = await recordAt(t, {
    invoiceId: anaMaths,
    kind: 'payment',
    amountMinor: 30_000,
    receiptNumber: 9002,
    recordedAt: new Date('2026-03-10T06:00:00Z'),
  });
  // The second payment was ₹50 less than recorded.
  await recordAt(t, {
    invoiceId: anaMaths,
    kind: 'correction',
    amountMinor: -5_000,
    correctsId: second,
    recordedAt: new Date('2026-03-11T06:00:00Z'),
  });
  const benPaid = await recordAt(t, {
    invoiceId: benArt,
    kind: 'payment',
    amountMinor: 50_000,
    receiptNumber: 9003,
    recordedAt: new Date('2026-02-15T06:00:00Z'),
  });
  await recordAt(t, {
    invoiceId: benArt,
    kind: 'refund',
    amountMinor: -20_000,
    refundsId: benPaid,
    recordedAt: new Date('2026-03-20T06:00:00Z'),
  });
  await recordAt(t, {
    invoiceId: cyPhysics,
    kind: 'payment',
    amountMinor: 30_000,
    receiptNumber: 9004,
    recordedAt: new Date('2026-02-20T06:00:00Z'),
  });
});

describe('GET /api/revenue', () => {
  it('refuses visitors, students and guardians', async () => {
    expect(await statusesFor(t, 'GET', '/api/revenue', [null, ana, guardian])).toEqual([401, 403, 403]);
  });

  it('refuses a date that is not one', async () => {
    expect((await send(t, 'GET', '/api/revenue?from=2026-02-30', { as: teacher })).statusCode).toBe(400);
  });

  it("sums the teacher's courses: corrections count as collected, refunds apart, outstanding from open invoices", async () => {
    expect(await revenue('')).toEqual({
      currency: 'INR',
      totals: { collectedMinor: 115_000, refundedMinor: 20_000, outstandingMinor: 75_000 },
      byCourse: [
        {
          course: { id: ids.art, title: 'Art' },
          collectedMinor: 50_000,
          refundedMinor: 20_000,
          outstandingMinor: 20_000,
        },
        {
          course: { id: ids.maths, title: 'Maths' },
          collectedMinor: 65_000,
          refundedMinor: 0,
          outstandingMinor: 55_000,
        },
      ],
      byMonth: [
        { month: '2026-02', collectedMinor: 90_000, refundedMinor: 0 },
        { month: '2026-03', collectedMinor: 25_000, refundedMinor: 20_000 },
      ],
    });
  });

  it('limits the ledger to the dates, whole days in the institute’s time zone, and never the outstanding', async () => {
    const february = await revenue('?from=2026-02-01&to=2026-02-28');
    expect(february.totals).toEqual({ collectedMinor: 90_000, refundedMinor: 0, outstandingMinor: 75_000 });
    expect(february.byMonth).toEqual([{ month: '2026-02', collectedMinor: 90_000, refundedMinor: 0 }]);

    // The 10th counts to its last minute; the correction of the 11th does not.
    const toTenth = await revenue('?from=2026-03-01&to=2026-03-10');
    expect(toTenth.totals).toEqual({ collectedMinor: 30_000, refundedMinor: 0, outstandingMinor: 75_000 });

    const january = await revenue('?to=2026-01-31');
    expect(january.totals).toEqual({ collectedMinor: 0, refundedMinor: 0, outstandingMinor: 75_000 });
    expect(january.byCourse.map((row) => [row.course.title, row.outstandingMinor])).toEqual([
      ['Art', 20_000],
      ['Maths', 55_000],
    ]);
    expect(january.byMonth).toEqual([]);
  });

  it('shows another teacher only their course, and an admin every course', async () => {
    const other = await revenue('', otherTeacher);
    expect(other.totals).toEqual({ collectedMinor: 30_000, refundedMinor: 0, outstandingMinor: 0 });
    expect(other.byCourse.map((row) => row.course.id)).toEqual([ids.physics]);

    const all = await revenue('', admin);
    expect(all.totals).toEqual({ collectedMinor: 145_000, refundedMinor: 20_000, outstandingMinor: 75_000 });
    expect(all.byCourse.map((row) => row.course.title)).toEqual(['Art', 'Maths', 'Physics']);
    expect(all.byMonth).toEqual([
      { month: '2026-02', collectedMinor: 120_000, refundedMinor: 0 },
      { month: '2026-03', collectedMinor: 25_000, refundedMinor: 20_000 },
    ]);
  });
});
