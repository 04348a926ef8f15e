import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, enrolments, invoices, waitlistEntries } from '../../src/db/schema';
import { releaseUnpaidSeats } from '../../src/modules/courses/unpaid-seats';
import { createCourse } from '../helpers/courses';
import { send, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { enrolAndInvoice, pay } from './fee-fixtures';

const HOUR_MS = 60 * 60 * 1000;

describe('releasing unpaid seats once their hold runs out', () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, {
    teacher: 'teacher',
    unpaid: 'student',
    paid: 'student',
    stillHeld: 'student',
    waiting: 'student',
    atOnce: 'student',
  });
  let courseId = '';
  let openCourseId = '';

  const seated = async (id: string) =>
    (await t.db.select().from(enrolments).where(eq(enrolments.courseId, id))).map((row) => row.studentId).sort();
  const endHold = (student: TestUser, id: string, hoursAgo: number) =>
    t.db
      .update(invoices)
      .set({ seatHeldUntil: new Date(Date.now() - hoursAgo * HOUR_MS) })
      .where(and(eq(invoices.courseId, id), eq(invoices.studentId, student.id), isNull(invoices.cancelledAt)));

  beforeAll(async () => {
    courseId = (
      await createCourse(t, cast.teacher, {
        title: 'Robotics',
        price: 100,
        maxStudents: 3,
        waitlistEnabled: true,
        accessAfterPayment: true,
      })
    ).id;
    await enrolAndInvoice(t, cast.unpaid, courseId);
    const paid = await enrolAndInvoice(t, cast.paid, courseId);
    await enrolAndInvoice(t, cast.stillHeld, courseId);
    expect((await send(t, 'POST', `/api/courses/${courseId}/waitlist`, { as: cast.waiting })).statusCode).toBe(201);
    expect((await pay(t, cast.teacher, paid.id, { amountMinor: 1000 })).statusCode).toBe(201);
    await endHold(cast.unpaid, courseId, 1);
    await endHold(cast.paid, courseId, 1);
    // A course where access begins at once holds no seat: nothing of it is ever released.
    openCourseId = (
      await createCourse(t, cast.teacher, { title: 'Open Robotics', price: 100, accessAfterPayment: false })
    ).id;
    const open = await enrolAndInvoice(t, cast.atOnce, openCourseId);
    expect(open).toMatchObject({ accessAfterPayment: false, seatHeldUntil: null });
  });

  it('holds the seat for FEE_SEAT_HOLD_DAYS from enrolment where access waits for payment', async () => {
    const [held] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.courseId, courseId), eq(invoices.studentId, cast.stillHeld.id)));
    const days = ((held?.seatHeldUntil?.getTime() ?? 0) - (held?.createdAt.getTime() ?? 0)) / (24 * HOUR_MS);
    expect(days).toBeCloseTo(t.config.fees.seatHoldDays, 5);
  });

  it('releases the unpaid seat past its hold to the first student waiting, and tells the student', async () => {
    expect(await releaseUnpaidSeats(t.app.ctx)).toBe(1);
    expect(await seated(courseId)).toEqual([cast.paid.id, cast.stillHeld.id, cast.waiting.id].sort());
    expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.courseId, courseId))).toEqual([]);
    const [released] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.courseId, courseId), eq(invoices.studentId, cast.unpaid.id)));
    expect(released?.cancelledAt).not.toBeNull();
    expect(released?.seatHeldUntil).toBeNull();
    const promoted = await t.db
      .select()
      .from(invoices)
      .where(
        and(eq(invoices.courseId, courseId), eq(invoices.studentId, cast.waiting.id), isNull(invoices.cancelledAt)),
      );
    expect(promoted).toHaveLength(1);
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, cast.unpaid.email));
    expect(mail.map((item) => item.subject)).toContain('Your unpaid seat in Robotics was released');
    expect(await seated(openCourseId)).toEqual([cast.atOnce.id]);
  });

  it('does nothing on a second run', async () => {
    const mailBefore = await t.db.select().from(emailOutbox);
    const invoicesBefore = await t.db.select().from(invoices);
    expect(await releaseUnpaidSeats(t.app.ctx)).toBe(0);
    expect(await seated(courseId)).toEqual([cast.paid.id, cast.stillHeld.id, cast.waiting.id].sort());
    expect(await t.db.select().from(emailOutbox)).toHaveLength(mailBefore.length);
    expect(await t.db.select().from(invoices)).toEqual(invoicesBefore);
  });

  it('releases a seat once when several instances run the check at once', async () => {
    await endHold(cast.stillHeld, courseId, 2);
    const released = await Promise.all([
      releaseUnpaidSeats(t.app.ctx),
      releaseUnpaidSeats(t.app.ctx),
      releaseUnpaidSeats(t.app.ctx),
    ]);
    expect(released.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await seated(courseId)).toEqual([cast.paid.id, cast.waiting.id].sort());
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, cast.stillHeld.email));
    expect(mail.filter((item) => item.subject.includes('unpaid seat'))).toHaveLength(1);
  });
});
