import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, invoiceInstalments, invoices } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { todayIn } from '../../platform/time-zone';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` (YYYY-MM-DD) moved `months` months on, kept within the month: 31 Jan + 1 month is 28 or 29 Feb. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * A fee split into `parts` instalments, a month apart from `firstDue`: equal parts in whole minor
 * units, the first carrying what does not divide, so the parts always add up to the total.
 */
export function instalmentPlan(totalMinor: number, parts: number, firstDue: string) {
  const base = Math.floor(totalMinor / parts);
  return Array.from({ length: parts }, (_, index) => ({
    seq: index + 1,
    amountMinor: index === 0 ? totalMinor - base * (parts - 1) : base,
    dueDate: addMonths(firstDue, index),
  }));
}

/**
 * Opens an invoice for each student just given a seat in a priced course (enrolled, or promoted from
 * the waitlist), in the caller's transaction: the fee as the course's plan splits it, the first part
 * due the day they enrol (in the institute's time zone). Where access waits for payment the seat is
 * held for FEE_SEAT_HOLD_DAYS. A free course opens none; a student with an invoice still running for
 * the course keeps that one.
 */
export async function openInvoices(
  ctx: AppContext,
  tx: Database,
  courseId: string,
  studentIds: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  if (studentIds.length === 0) return;
  const [course] = await tx
    .select({
      title: courses.title,
      priceCents: courses.priceCents,
      instalments: courses.instalments,
      accessAfterPayment: courses.accessAfterPayment,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || course.priceCents === 0) return;
  const seatHeldUntil = course.accessAfterPayment
    ? new Date(now.getTime() + ctx.config.fees.seatHoldDays * DAY_MS)
    : null;
  const opened = await tx
    .insert(invoices)
    .values(
      studentIds.map((studentId) => ({
        studentId,
        courseId,
        courseTitle: course.title,
        currency: ctx.config.currency,
        totalMinor: course.priceCents,
        accessAfterPayment: course.accessAfterPayment,
        seatHeldUntil,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  if (opened.length === 0) return;
  const plan = instalmentPlan(course.priceCents, course.instalments, todayIn(ctx.config.timeZone, now));
  await tx
    .insert(invoiceInstalments)
    .values(opened.flatMap((invoice) => plan.map((part) => ({ ...part, invoiceId: invoice.id }))));
}

/**
 * Closes the invoices still running for these students in the course, in the caller's transaction:
 * their seat ended (they unenrolled, the unpaid seat was released, a refund ended it), so nothing
 * more is owed. What was paid stays in the ledger; giving it back is a refund's business.
 */
export async function closeInvoices(
  tx: Database,
  courseId: string,
  studentIds: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  if (studentIds.length === 0) return;
  await tx
    .update(invoices)
    .set({ cancelledAt: now, seatHeldUntil: null })
    .where(
      and(eq(invoices.courseId, courseId), inArray(invoices.studentId, [...studentIds]), isNull(invoices.cancelledAt)),
    );
}
