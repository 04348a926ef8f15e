import { deskPaymentMethods, type PaymentMethod } from '@tutorium/contract/fees';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { courses, type enrolments, feeReminders, invoiceInstalments, invoices } from '../db/schema';
import { appendLedgerEntry, instalmentPlan } from '../modules/fees/public';
import { todayIn } from '../platform/time-zone';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Past FEE_REMINDER_DAYS_BEFORE's default and then some: instalments due this soon were reminded before the demo began. */
const REMINDED_AHEAD_DAYS = 7;

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
type CourseRow = typeof courses.$inferSelect;
type EnrolmentRow = typeof enrolments.$inferInsert;

/** The fee plans of some demo courses, so the demo shows instalments as well as fees paid in full. */
const demoPlans: Record<string, number> = {
  'Calculus I: Limits and Derivatives': 3,
  'Spanish for Beginners': 2,
};

/**
 * The demo student's invoices, each showing a state of the fees screens: one paid in full, an
 * instalment plan part-paid with a part overdue, and a plan whose first part was paid two days ago
 * (within the refund window). `paidParts` instalments are paid in full, then `extraMinor` more.
 */
const demoStudentFees: Record<
  string,
  { openedDaysAgo: number; paidParts: number; extraMinor: number; paidDaysAgo: number[] }
> = {
  'Algebra Foundations': { openedDaysAgo: 60, paidParts: 1, extraMinor: 0, paidDaysAgo: [58] },
  'Calculus I: Limits and Derivatives': { openedDaysAgo: 45, paidParts: 1, extraMinor: 1000, paidDaysAgo: [44, 14] },
  'Spanish for Beginners': { openedDaysAgo: 10, paidParts: 1, extraMinor: 0, paidDaysAgo: [2] },
};

interface Payment {
  invoiceId: string;
  amountMinor: number;
  method: PaymentMethod;
  recordedBy: string;
  recordedAt: Date;
}

/**
 * Invoices for every enrolment in a priced demo course, with payments taken at the desk by the
 * course's teacher, numbered in the order they were taken. Written through the fees module's ledger
 * (the trigger keeps each invoice's sums), never through the desk-payment use case: the demo sends
 * no receipt emails. Access never waits for payment on these: the students were already in class.
 */
export async function insertFees(
  tx: Transaction,
  seeded: CourseRow[],
  seededEnrolments: EnrolmentRow[],
  demoStudentId: string,
  settings: { currency: string; timeZone: string },
  now: Date,
  random: () => number,
): Promise<void> {
  for (const course of seeded) {
    const parts = demoPlans[course.title];
    if (parts !== undefined) await tx.update(courses).set({ instalments: parts }).where(eq(courses.id, course.id));
  }
  const byId = new Map(seeded.map((course) => [course.id, course]));
  const priced = seededEnrolments.flatMap((enrolment) => {
    const course = byId.get(enrolment.courseId);
    if (!course || course.priceCents === 0) return [];
    const demo = enrolment.studentId === demoStudentId ? demoStudentFees[course.title] : undefined;
    const openedDaysAgo = demo?.openedDaysAgo ?? 5 + Math.floor(random() * 85);
    return [
      { course, studentId: enrolment.studentId, openedAt: new Date(now.getTime() - openedDaysAgo * DAY_MS), demo },
    ];
  });
  if (priced.length === 0) return;
  const opened = await tx
    .insert(invoices)
    .values(
      priced.map(({ course, studentId, openedAt }) => ({
        studentId,
        courseId: course.id,
        courseTitle: course.title,
        currency: settings.currency,
        totalMinor: course.priceCents,
        accessAfterPayment: false,
        createdAt: openedAt,
      })),
    )
    .returning({ id: invoices.id });
  const today = todayIn(settings.timeZone, now);
  const payments: Payment[] = [];
  const parts = priced.flatMap((invoice, index) => {
    const invoiceId = opened[index]?.id ?? '';
    const plan = instalmentPlan(
      invoice.course.priceCents,
      demoPlans[invoice.course.title] ?? invoice.course.instalments,
      todayIn(settings.timeZone, invoice.openedAt),
    );
    const method = (): PaymentMethod => deskPaymentMethods[Math.floor(random() * deskPaymentMethods.length)] ?? 'cash';
    const pay = (amountMinor: number, recordedAt: Date) => {
      if (amountMinor > 0 && invoice.course.instructorId) {
        payments.push({
          invoiceId,
          amountMinor,
          method: method(),
          recordedBy: invoice.course.instructorId,
          recordedAt,
        });
      }
    };
    if (invoice.demo) {
      const { paidParts, extraMinor, paidDaysAgo } = invoice.demo;
      const dayAgo = (days: number | undefined) => new Date(now.getTime() - (days ?? 0) * DAY_MS);
      plan.slice(0, paidParts).forEach((part, at) => {
        pay(part.amountMinor, dayAgo(paidDaysAgo[at]));
      });
      pay(extraMinor, dayAgo(paidDaysAgo[paidParts]));
    } else {
      // Most pay each part on its due date; some paid only the first; a few have paid nothing yet.
      const habit = random();
      const due = plan.filter((part) => part.dueDate <= today);
      const paying = habit < 0.55 ? due : habit < 0.8 ? due.slice(0, 1) : [];
      for (const part of paying) {
        pay(part.amountMinor, new Date(Math.min(Date.parse(`${part.dueDate}T06:00:00Z`), now.getTime())));
      }
    }
    return plan.map((part) => ({ ...part, invoiceId }));
  });
  const inserted = await tx
    .insert(invoiceInstalments)
    .values(parts)
    .returning({ id: invoiceInstalments.id, dueDate: invoiceInstalments.dueDate });
  // The demo starts quiet: what fell due before it was written counts as already reminded, so the first
  // due-reminder check does not email every demo student at once.
  const reminded = inserted.filter((part) => part.dueDate <= addDays(today, REMINDED_AHEAD_DAYS));
  if (reminded.length > 0) {
    await tx
      .insert(feeReminders)
      .values(
        reminded.flatMap((part) => (['before', 'after'] as const).map((kind) => ({ instalmentId: part.id, kind }))),
      );
  }
  // Receipt numbers follow the order the payments were taken.
  payments.sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  for (const payment of payments) await appendLedgerEntry(tx, { ...payment, kind: 'payment' });
}
