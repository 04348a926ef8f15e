import { randomUUID } from 'node:crypto';
import type { DueRow } from '@tutorium/contract/fees';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { majorUnits } from '../../src/modules/fees/dues-csv';
import { addMonths } from '../../src/modules/fees/open-invoices';
import { todayIn } from '../../src/platform/time-zone';
import { createCourse } from '../helpers/courses';
import { dateFrom } from '../helpers/dates';
import { expectRefusal, json, send, statusesFor, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { enrolForInvoice, record, setDueDate } from './dues-fixtures';

const t = useTestApp({ TIME_ZONE: 'Asia/Kolkata', CURRENCY: 'INR' });

const { teacher, otherTeacher, admin, ana, ben, cy, dan, eve, guardian } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Meera Teacher' }],
  otherTeacher: 'teacher',
  admin: 'admin',
  ana: ['student', { name: 'Ana Rao', email: 'ana@example.test' }],
  ben: ['student', { name: 'Ben Kumar', email: 'ben@example.test' }],
  cy: ['student', { name: 'Cy Das', email: 'cy@example.test' }],
  dan: ['student', { name: 'Dan Roy', email: 'dan@example.test' }],
  eve: ['student', { name: '=HYPERLINK("http://evil.test","Eve")', email: 'eve@example.test' }],
  guardian: 'guardian',
});

interface DuesAnswer {
  data: DueRow[];
  pagination: { page: number; pageSize: number; total: number; pages: number };
  totals: { totalMinor: number; paidMinor: number; dueMinor: number };
  currency: string;
}

let today: string;
const ids = {
  maths: '',
  art: '',
  other: '',
  anaMaths: '',
  benMaths: '',
  cyArt: '',
  danMaths: '',
  eveArt: '',
  anaOther: '',
};

const dues = async (query: string, as = teacher) => {
  const response = await send(t, 'GET', `/api/dues${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return json<DuesAnswer>(response);
};
const invoicesIn = (answer: DuesAnswer) => answer.data.map((row) => row.invoiceId);

beforeAll(async () => {
  // Maths: ₹1,200 in 3 monthly parts of ₹400; Art: ₹500 at once; Physics: another teacher's ₹300.
  ids.maths = (await createCourse(t, teacher, { title: 'Maths', price: 1200, instalments: 3 })).id;
  ids.art = (await createCourse(t, teacher, { title: 'Art', price: 500 })).id;
  ids.other = (await createCourse(t, otherTeacher, { title: 'Physics', price: 300 })).id;
  today = todayIn('Asia/Kolkata', new Date());

  ids.anaMaths = await enrolForInvoice(t, ana, ids.maths);
  ids.benMaths = await enrolForInvoice(t, ben, ids.maths);
  ids.cyArt = await enrolForInvoice(t, cy, ids.art);
  ids.danMaths = await enrolForInvoice(t, dan, ids.maths);
  ids.eveArt = await enrolForInvoice(t, eve, ids.art);
  ids.anaOther = await enrolForInvoice(t, ana, ids.other);

  // Ana's first part fell due ten days ago; Ben paid his first part and ₹50 of the second; Cy paid in full.
  await setDueDate(t, ids.anaMaths, 1, dateFrom(-10));
  await record(t, { invoiceId: ids.benMaths, kind: 'payment', amountMinor: 45_000 });
  await record(t, { invoiceId: ids.cyArt, kind: 'payment', amountMinor: 50_000 });
  // Dan left the course: his invoice is cancelled, nothing more owed.
  const left = await send(t, 'DELETE', `/api/courses/${ids.maths}/enroll`, { as: dan });
  expect(left.statusCode, left.body).toBe(200);
});

describe('GET /api/dues', () => {
  it('refuses visitors, students and guardians', async () => {
    expect(await statusesFor(t, 'GET', '/api/dues', [null, ana, guardian])).toEqual([401, 403, 403]);
  });

  it("refuses another teacher's course with not_your_course", async () => {
    const response = await send(t, 'GET', `/api/dues?courseId=${ids.maths}`, { as: otherTeacher });
    expectRefusal(response, 403, 'not_your_course', 'You can only manage your own courses');
  });

  it('answers an unknown course with an empty list', async () => {
    const answer = await dues(`?courseId=${randomUUID()}&status=all`);
    expect(answer.data).toEqual([]);
    expect(answer.totals).toEqual({ totalMinor: 0, paidMinor: 0, dueMinor: 0 });
    expect(answer.pagination).toEqual({ page: 1, pageSize: 1000, total: 0, pages: 1 });
  });

  it("lists the open invoices of the teacher's courses, overdue first then by next due date, with totals", async () => {
    const answer = await dues('');
    expect(answer.currency).toBe('INR');
    expect(answer.data).toEqual([
      {
        invoiceId: ids.anaMaths,
        student: { id: ana.id, name: 'Ana Rao', email: 'ana@example.test' },
        course: { id: ids.maths, title: 'Maths' },
        totalMinor: 120_000,
        paidMinor: 0,
        dueMinor: 120_000,
        status: 'open',
        nextDue: { dueDate: dateFrom(-10), amountMinor: 40_000 },
        overdue: true,
      },
      {
        invoiceId: ids.eveArt,
        student: { id: eve.id, name: '=HYPERLINK("http://evil.test","Eve")', email: 'eve@example.test' },
        course: { id: ids.art, title: 'Art' },
        totalMinor: 50_000,
        paidMinor: 0,
        dueMinor: 50_000,
        status: 'open',
        nextDue: { dueDate: today, amountMinor: 50_000 },
        overdue: false,
      },
      {
        invoiceId: ids.benMaths,
        student: { id: ben.id, name: 'Ben Kumar', email: 'ben@example.test' },
        course: { id: ids.maths, title: 'Maths' },
        totalMinor: 120_000,
        paidMinor: 45_000,
        dueMinor: 75_000,
        status: 'open',
        // What is left of the second part once the ₹50 over the first went to it.
        nextDue: { dueDate: addMonths(today, 1), amountMinor: 35_000 },
        overdue: false,
      },
    ]);
    expect(answer.totals).toEqual({ totalMinor: 290_000, paidMinor: 45_000, dueMinor: 245_000 });
    expect(answer.pagination.total).toBe(3);
  });

  it('filters by status', async () => {
    expect(invoicesIn(await dues('?status=overdue'))).toEqual([ids.anaMaths]);
    const paid = await dues('?status=paid');
    expect(paid.data).toEqual([
      expect.objectContaining({ invoiceId: ids.cyArt, status: 'paid', dueMinor: 0, nextDue: null, overdue: false }),
    ]);
    expect(paid.totals).toEqual({ totalMinor: 50_000, paidMinor: 50_000, dueMinor: 0 });
    const cancelled = await dues('?status=cancelled');
    expect(cancelled.data).toEqual([
      expect.objectContaining({
        invoiceId: ids.danMaths,
        status: 'cancelled',
        dueMinor: 0,
        nextDue: null,
        overdue: false,
      }),
    ]);
    expect(cancelled.totals).toEqual({ totalMinor: 120_000, paidMinor: 0, dueMinor: 0 });
    const all = await dues('?status=all');
    expect(invoicesIn(all)).toEqual([ids.anaMaths, ids.eveArt, ids.benMaths, ids.cyArt, ids.danMaths]);
    expect(all.totals).toEqual({ totalMinor: 460_000, paidMinor: 95_000, dueMinor: 245_000 });
  });

  it('filters by course and by student name or email', async () => {
    expect(invoicesIn(await dues(`?courseId=${ids.art}&status=all`))).toEqual([ids.eveArt, ids.cyArt]);
    expect(invoicesIn(await dues('?search=kumar'))).toEqual([ids.benMaths]);
    expect(invoicesIn(await dues('?search=ANA@EXAMPLE'))).toEqual([ids.anaMaths]);
    // A % in the search is a character, not a wildcard.
    expect(invoicesIn(await dues('?search=%25'))).toEqual([]);
  });

  it('pages the list while the totals cover every match', async () => {
    const answer = await dues('?page=2&pageSize=1');
    expect(invoicesIn(answer)).toEqual([ids.eveArt]);
    expect(answer.pagination).toEqual({ page: 2, pageSize: 1, total: 3, pages: 3 });
    expect(answer.totals).toEqual({ totalMinor: 290_000, paidMinor: 45_000, dueMinor: 245_000 });
    const beyond = await dues('?page=9&pageSize=1');
    expect(beyond.data).toEqual([]);
    expect(beyond.totals.dueMinor).toBe(245_000);
  });

  it('shows an admin every course', async () => {
    const answer = await dues('', admin);
    // Eve's Art and Ana's Physics are both due today: their order is the names' collation's.
    const [first, ...rest] = invoicesIn(answer);
    expect(first).toBe(ids.anaMaths);
    expect(rest.slice(0, 2).sort()).toEqual([ids.eveArt, ids.anaOther].sort());
    expect(rest[2]).toBe(ids.benMaths);
    expect(invoicesIn(await dues(`?courseId=${ids.other}`, admin))).toEqual([ids.anaOther]);
  });

  it('shows the other teacher only their own course', async () => {
    expect(invoicesIn(await dues('?status=all', otherTeacher))).toEqual([ids.anaOther]);
  });

  it('refuses a malformed filter', async () => {
    expect((await send(t, 'GET', '/api/dues?status=late', { as: teacher })).statusCode).toBe(400);
    expect((await send(t, 'GET', '/api/dues?courseId=maths', { as: teacher })).statusCode).toBe(400);
  });
});

describe('GET /api/dues/export', () => {
  it('refuses visitors, students and another teacher’s course', async () => {
    expect(await statusesFor(t, 'GET', '/api/dues/export', [null, ana])).toEqual([401, 403]);
    const response = await send(t, 'GET', `/api/dues/export?courseId=${ids.art}`, { as: otherTeacher });
    expectRefusal(response, 403, 'not_your_course', 'You can only manage your own courses');
  });

  it('downloads every matching row as CSV, amounts in rupees, formulas defused', async () => {
    const response = await send(t, 'GET', '/api/dues/export?status=all', { as: teacher });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="dues-all-${today}.csv"`);
    const rows = parse(response.body) as string[][];
    expect(rows).toEqual([
      [
        'Student',
        'Email',
        'Course',
        'Currency',
        'Total',
        'Paid',
        'Due',
        'Next due date',
        'Next due amount',
        'Status',
        'Overdue',
      ],
      [
        'Ana Rao',
        'ana@example.test',
        'Maths',
        'INR',
        '1200.00',
        '0.00',
        '1200.00',
        dateFrom(-10),
        '400.00',
        'open',
        'yes',
      ],
      [
        `'=HYPERLINK("http://evil.test","Eve")`,
        'eve@example.test',
        'Art',
        'INR',
        '500.00',
        '0.00',
        '500.00',
        today,
        '500.00',
        'open',
        'no',
      ],
      [
        'Ben Kumar',
        'ben@example.test',
        'Maths',
        'INR',
        '1200.00',
        '450.00',
        '750.00',
        addMonths(today, 1),
        '350.00',
        'open',
        'no',
      ],
      ['Cy Das', 'cy@example.test', 'Art', 'INR', '500.00', '500.00', '0.00', '', '', 'paid', 'no'],
      ['Dan Roy', 'dan@example.test', 'Maths', 'INR', '1200.00', '0.00', '0.00', '', '', 'cancelled', 'no'],
    ]);
  });

  it('applies the filters and writes the headings in the reader’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dues/export?courseId=${ids.maths}&search=ben`,
      headers: { ...teacher.headers, 'accept-language': 'hi' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = parse(response.body) as string[][];
    expect(header?.slice(0, 3)).toEqual(['विद्यार्थी', 'ईमेल', 'कोर्स']);
    expect(rows.map((row) => row[0])).toEqual(['Ben Kumar']);
  });
});

describe('amounts in the CSV', () => {
  it('are written in major units with the currency’s own decimals, in whole-number arithmetic', () => {
    expect(majorUnits(125_005, 'INR')).toBe('1250.05');
    expect(majorUnits(7, 'USD')).toBe('0.07');
    expect(majorUnits(0, 'INR')).toBe('0.00');
    expect(majorUnits(500, 'JPY')).toBe('500');
    expect(majorUnits(-2_050, 'INR')).toBe('-20.50');
  });
});
