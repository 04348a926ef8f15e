import type { Course } from '@tutorium/contract/courses';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, invoiceInstalments, invoices } from '../../src/db/schema';
import { addMonths } from '../../src/modules/fees/open-invoices';
import { todayIn } from '../../src/platform/time-zone';
import { createCourse, enrolIn, validCourse } from '../helpers/courses';
import { json, send, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { invoiceOf } from './fee-fixtures';

describe("a course's fee plan", () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, { teacher: 'teacher', asha: 'student', ravi: 'student', mina: 'student' });

  const invoiceCount = async (courseId: string) => {
    const [row] = await t.db.select({ n: count() }).from(invoices).where(eq(invoices.courseId, courseId));
    return row?.n;
  };

  it('splits the fee into the instalments set, a month apart, the first due the day of enrolment', async () => {
    const course = await createCourse(t, cast.teacher, { price: 100, instalments: 3, accessAfterPayment: false });
    expect(course).toMatchObject({ instalments: 3, accessAfterPayment: false });
    expect((await enrolIn(t, cast.asha, course.id)).statusCode).toBe(201);
    const invoice = await invoiceOf(t, cast.asha, course.id);
    const today = todayIn(t.config.timeZone, new Date());
    expect(invoice.instalments.map((part) => [part.seq, part.amountMinor, part.dueDate])).toEqual([
      [1, 3334, today],
      [2, 3333, addMonths(today, 1)],
      [3, 3333, addMonths(today, 2)],
    ]);
    expect(invoice.instalments.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(invoice.totalMinor);
    expect(invoice).toMatchObject({ totalMinor: 10000, accessAfterPayment: false, seatHeldUntil: null });
  });

  it('holds the seat until the first payment when access waits for it', async () => {
    const course = await createCourse(t, cast.teacher, { price: 10, accessAfterPayment: true });
    expect((await enrolIn(t, cast.asha, course.id)).statusCode).toBe(201);
    const invoice = await invoiceOf(t, cast.asha, course.id);
    expect(invoice.instalments).toHaveLength(1);
    const held = new Date(invoice.seatHeldUntil ?? 0).getTime() - new Date(invoice.createdAt).getTime();
    expect(held).toBe(t.config.fees.seatHoldDays * 86_400_000);
  });

  it('opens no invoice for a free course', async () => {
    const course = await createCourse(t, cast.teacher, { price: 0, instalments: 3 });
    expect((await enrolIn(t, cast.asha, course.id)).statusCode).toBe(201);
    expect(await invoiceCount(course.id)).toBe(0);
  });

  it('opens an invoice for a student promoted from the waitlist, and closes the one of the student who left', async () => {
    const course = await createCourse(t, cast.teacher, { price: 30, maxStudents: 1, accessAfterPayment: false });
    expect((await enrolIn(t, cast.ravi, course.id)).statusCode).toBe(201);
    expect((await send(t, 'POST', `/api/courses/${course.id}/waitlist`, { as: cast.mina })).statusCode).toBe(201);
    expect(await invoiceCount(course.id)).toBe(1);
    expect((await send(t, 'DELETE', `/api/courses/${course.id}/enroll`, { as: cast.ravi })).statusCode).toBe(200);
    const promoted = await invoiceOf(t, cast.mina, course.id);
    expect(promoted).toMatchObject({ totalMinor: 3000, status: 'open', dueMinor: 3000 });
    const left = json<{ data: { course: { id: string }; status: string; dueMinor: number; nextDue: unknown }[] }>(
      await send(t, 'GET', '/api/students/me/invoices', { as: cast.ravi }),
    ).data.find((invoice) => invoice.course.id === course.id);
    expect(left).toMatchObject({ status: 'cancelled', dueMinor: 0, nextDue: null });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.studentId, cast.ravi.id));
    expect(row?.cancelledAt).toBeInstanceOf(Date);
  });

  it('refuses instalments of 0, 13 or not a number, writing nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(courses);
    for (const instalments of [0, 13, 'x', 1.5]) {
      const payload = { ...validCourse({ title: 'Refused plan' }), instalments };
      const response = await send(t, 'POST', '/api/courses', { as: cast.teacher, payload });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ success: false });
    }
    expect(await t.db.select({ n: count() }).from(courses)).toEqual([before]);
  });

  it('changes the plan with the course, for enrolments from then on; refuses a bad plan, changing nothing', async () => {
    const course = await createCourse(t, cast.teacher, { price: 40, instalments: 1 });
    const url = `/api/courses/${course.id}`;
    const refused = await send(t, 'PUT', url, {
      as: cast.teacher,
      payload: { ...validCourse({ price: 40 }), instalments: 13 },
    });
    expect(refused.statusCode).toBe(400);
    const updated = await send(t, 'PUT', url, {
      as: cast.teacher,
      payload: { ...validCourse({ price: 40 }), instalments: 2, accessAfterPayment: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(json<{ data: Course }>(updated).data).toMatchObject({ instalments: 2, accessAfterPayment: false });
    expect((await enrolIn(t, cast.asha, course.id)).statusCode).toBe(201);
    const invoice = await invoiceOf(t, cast.asha, course.id);
    const parts = await t.db.select().from(invoiceInstalments).where(eq(invoiceInstalments.invoiceId, invoice.id));
    expect(parts.map((part) => part.amountMinor).sort()).toEqual([2000, 2000]);
  });
});
