import { and, eq, exists, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enrolments, invoices, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import { enqueueEmails } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import { startRecurringCheck } from '../../platform/recurring-check';
import { closeInvoices } from '../fees/public';
import { fillFreedSeats, lockCourseSeats } from './seats';

/**
 * The seats held unpaid past their hold (docs/product.md, "Unpaid seats and access"): the course
 * made access wait for the first payment, the hold ran out, nothing was paid, and the student still
 * holds the seat. Read in `db` with `now` as the clock.
 */
function expiredHolds(db: Database, now: Date, courseId?: string) {
  return db
    .select({ invoiceId: invoices.id, courseId: invoices.courseId, studentId: invoices.studentId })
    .from(invoices)
    .where(
      and(
        eq(invoices.accessAfterPayment, true),
        lt(invoices.seatHeldUntil, now),
        eq(invoices.paidMinor, 0),
        isNull(invoices.cancelledAt),
        courseId === undefined ? undefined : eq(invoices.courseId, courseId),
        exists(
          db
            .select({ id: enrolments.id })
            .from(enrolments)
            .where(and(eq(enrolments.courseId, invoices.courseId), eq(enrolments.studentId, invoices.studentId))),
        ),
      ),
    );
}

/**
 * Releases every unpaid seat whose hold ran out: the enrolment goes, the invoice closes, the first
 * student waiting gets the seat, and the student who held it is told by email. Each course is done
 * in its own transaction under the course lock, and the holds are read again there (their invoices
 * locked, so a payment landing meanwhile either counts or waits), so every instance may run it at
 * once and a seat is released once. Answers how many seats were released.
 */
export async function releaseUnpaidSeats(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const candidates = await expiredHolds(ctx.db, now);
  const courseIds = [...new Set(candidates.flatMap((hold) => (hold.courseId ? [hold.courseId] : [])))];
  let released = 0;
  for (const courseId of courseIds) {
    released += await ctx.db.transaction(async (tx) => {
      const course = await lockCourseSeats(tx, courseId);
      if (!course) return 0;
      const holds = await expiredHolds(tx, now, courseId).for('update', { of: invoices });
      const studentIds = holds.flatMap((hold) => (hold.studentId ? [hold.studentId] : []));
      if (studentIds.length === 0) return 0;
      await tx
        .delete(enrolments)
        .where(and(eq(enrolments.courseId, courseId), inArray(enrolments.studentId, studentIds)));
      await closeInvoices(tx, courseId, studentIds, now);
      await fillFreedSeats(ctx, tx, courseId);
      const students = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(inArray(users.id, studentIds));
      const link = `${ctx.config.publicUrl}/courses/${courseId}`;
      await enqueueEmails(
        tx,
        students.map((student) => {
          const language = readerLanguage(student.language);
          return {
            to: student.email,
            subject: translate(language, /*i18n*/ 'Your unpaid seat in {course} was released', {
              course: course.title,
            }),
            text: [
              translate(
                language,
                /*i18n*/ 'Your seat in {course} was held for you until the first payment, and the hold has run out with nothing paid, so the seat went to the next student waiting.',
                { course: course.title },
              ),
              '',
              translate(language, /*i18n*/ 'To study in {course}, enrol again while seats are free: {link}', {
                course: course.title,
                link,
              }),
            ].join('\n'),
          };
        }),
      );
      return studentIds.length;
    });
  }
  return released;
}

/** Releases expired unpaid seats at start and then every FEE_CHECK_SECONDS; safe in every instance at once. */
export function startUnpaidSeatRelease(ctx: AppContext): Promise<() => Promise<void>> {
  return startRecurringCheck(ctx, releaseUnpaidSeats, ctx.config.fees.checkMs, 'releasing unpaid seats failed');
}
