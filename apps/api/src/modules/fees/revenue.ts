import type { revenueQuerySchema, revenueSchema } from '@tutorium/contract/fees';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { courses, feeLedger, invoices } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { inManagedCourses } from '../course-access/public';

type Revenue = z.infer<typeof revenueSchema>['data'];
type CourseFigures = Revenue['byCourse'][number];

/** The course's title now, or the one its invoices kept once the course was deleted. */
const titleOf = sql<string>`coalesce(${courses.title}, ${invoices.courseTitle})`;

/** Money in: payments and corrections (a correction may be negative), as recorded. */
const collectedOf = sql<number>`coalesce(sum(${feeLedger.amountMinor}) filter (where ${feeLedger.kind} <> 'refund'), 0)`;
/** Money given back, as a positive amount (refund entries are negative). */
const refundedOf = sql<number>`coalesce(-sum(${feeLedger.amountMinor}) filter (where ${feeLedger.kind} = 'refund'), 0)`;

/** Entries recorded from the start of `from` to the end of `to`, both days in the institute's time zone. */
function recordedWithin(timeZone: string, { from, to }: z.output<typeof revenueQuerySchema>): SQL | undefined {
  return and(
    from === undefined
      ? undefined
      : sql`${feeLedger.recordedAt} >= (${from}::date::timestamp at time zone ${timeZone})`,
    to === undefined
      ? undefined
      : sql`${feeLedger.recordedAt} < ((${to}::date + 1)::timestamp at time zone ${timeZone})`,
  );
}

const courseKey = (course: { id: string | null; title: string }) => `${course.id ?? ''}\n${course.title}`;

/**
 * The revenue view (docs/product.md, "Dues, reminders and revenue") over the courses `user` manages
 * (every course for an admin): collected and refunded from the ledger entries recorded within the
 * dates, outstanding from the open invoices now (not limited by the dates), by course and, for the
 * ledger's figures, by month of the institute's calendar. Three grouped queries, whatever the number
 * of invoices.
 */
export async function revenue(
  ctx: AppContext,
  user: AuthUser,
  range: z.output<typeof revenueQuerySchema>,
): Promise<Revenue> {
  const { timeZone } = ctx.config;
  const inScope = inManagedCourses(user, invoices.courseId);
  const ledgerScope = and(inScope, recordedWithin(timeZone, range));
  const [ledgerByCourse, outstandingByCourse, byMonth] = await Promise.all([
    ctx.db
      .select({
        id: invoices.courseId,
        title: titleOf,
        collectedMinor: collectedOf.mapWith(Number),
        refundedMinor: refundedOf.mapWith(Number),
      })
      .from(feeLedger)
      .innerJoin(invoices, eq(invoices.id, feeLedger.invoiceId))
      .leftJoin(courses, eq(courses.id, invoices.courseId))
      .where(ledgerScope)
      .groupBy(invoices.courseId, titleOf),
    ctx.db
      .select({
        id: invoices.courseId,
        title: titleOf,
        outstandingMinor: sql<number>`sum(${invoices.totalMinor} - ${invoices.paidMinor})`.mapWith(Number),
      })
      .from(invoices)
      .leftJoin(courses, eq(courses.id, invoices.courseId))
      .where(and(inScope, isNull(invoices.cancelledAt), sql`${invoices.paidMinor} < ${invoices.totalMinor}`))
      .groupBy(invoices.courseId, titleOf),
    ctx.db
      .select({
        month: sql<string>`to_char(${feeLedger.recordedAt} at time zone ${timeZone}, 'YYYY-MM')`,
        collectedMinor: collectedOf.mapWith(Number),
        refundedMinor: refundedOf.mapWith(Number),
      })
      .from(feeLedger)
      .innerJoin(invoices, eq(invoices.id, feeLedger.invoiceId))
      .where(ledgerScope)
      // By position: the zone is a parameter, and a second one in GROUP BY would not count as the same expression.
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);

  const figures = new Map<string, CourseFigures>();
  const figuresOf = (course: { id: string | null; title: string }): CourseFigures => {
    const key = courseKey(course);
    let found = figures.get(key);
    if (!found) {
      found = {
        course: { id: course.id, title: course.title },
        collectedMinor: 0,
        refundedMinor: 0,
        outstandingMinor: 0,
      };
      figures.set(key, found);
    }
    return found;
  };
  for (const row of ledgerByCourse) {
    const course = figuresOf(row);
    course.collectedMinor += row.collectedMinor;
    course.refundedMinor += row.refundedMinor;
  }
  for (const row of outstandingByCourse) figuresOf(row).outstandingMinor += row.outstandingMinor;

  const byCourse = [...figures.values()].sort(
    (a, b) => a.course.title.localeCompare(b.course.title) || (a.course.id ?? '').localeCompare(b.course.id ?? ''),
  );
  const totals = { collectedMinor: 0, refundedMinor: 0, outstandingMinor: 0 };
  for (const course of byCourse) {
    totals.collectedMinor += course.collectedMinor;
    totals.refundedMinor += course.refundedMinor;
    totals.outstandingMinor += course.outstandingMinor;
  }
  return { currency: ctx.config.currency, totals, byCourse, byMonth };
}
