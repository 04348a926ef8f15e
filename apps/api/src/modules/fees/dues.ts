import { type Pagination, pageWindow } from '@tutorium/contract/api';
import { courseMessages } from '@tutorium/contract/courses';
import type { DueFilter, DueRow, duesCsvQuerySchema, InvoiceStatus } from '@tutorium/contract/fees';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { courses, invoiceInstalments, invoices, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { containsPattern, pagination } from '../../platform/sql-helpers';
import { todayIn } from '../../platform/time-zone';
import { canManage, inManagedCourses } from '../course-access/public';

type DuesFilter = z.output<typeof duesCsvQuerySchema>;

/** A dues row with the invoice's currency, which the CSV writes beside each amount. */
export type DueLine = DueRow & { currency: string };

/**
 * Each invoice's earliest instalment its payments do not cover yet (payments cover the instalments in
 * order: one is covered once the sum of it and every earlier one is at most what was paid), as a
 * lateral subquery of `invoices`: the date, what is still owed of it, and whether any uncovered
 * instalment's date is before `today`. One row for every invoice, nulls and false where nothing is
 * owed (paid in full, or cancelled).
 */
function nextDueOf(db: Database, today: string) {
  const parts = db
    .select({
      seq: invoiceInstalments.seq,
      dueDate: invoiceInstalments.dueDate,
      amountMinor: invoiceInstalments.amountMinor,
      upTo: sql<number>`sum(${invoiceInstalments.amountMinor}) over (order by ${invoiceInstalments.seq})`.as('up_to'),
    })
    .from(invoiceInstalments)
    .where(eq(invoiceInstalments.invoiceId, invoices.id))
    .as('parts');
  return db
    .select({
      dueDate: sql<string | null>`(array_agg(${parts.dueDate}::text order by ${parts.seq}))[1]`.as('next_due_date'),
      amountMinor: sql<
        number | null
      >`(array_agg(least(${parts.amountMinor}, ${parts.upTo} - ${invoices.paidMinor}) order by ${parts.seq}))[1]::int`.as(
        'next_due_amount',
      ),
      overdue: sql<boolean>`coalesce(bool_or(${parts.dueDate} < ${today}::date), false)`.as('overdue'),
    })
    .from(parts)
    .where(and(sql`${parts.upTo} > ${invoices.paidMinor}`, isNull(invoices.cancelledAt)))
    .as('next_due');
}

/**
 * An invoice's status, as every fee read gives it (docs/product.md, "Dues, reminders and revenue"):
 * cancelled once its seat ended, else paid once its payments reach the total, else open.
 */
const paidInFull = sql`${invoices.paidMinor} >= ${invoices.totalMinor}`;
const statusOf = sql<InvoiceStatus>`case when ${invoices.cancelledAt} is not null then 'cancelled' when ${paidInFull} then 'paid' else 'open' end`;
/** What is still owed: nothing once the seat ended. */
const dueMinorOf = sql<number>`case when ${invoices.cancelledAt} is null then ${invoices.totalMinor} - ${invoices.paidMinor} else 0 end`;

function statusCondition(filter: DueFilter, overdue: SQL.Aliased<boolean>): SQL | undefined {
  const open = and(isNull(invoices.cancelledAt), sql`not ${paidInFull}`);
  switch (filter) {
    case 'open':
      return open;
    case 'overdue':
      return and(open, sql`${overdue}`);
    case 'paid':
      return and(isNull(invoices.cancelledAt), paidInFull);
    case 'cancelled':
      return isNotNull(invoices.cancelledAt);
    case 'all':
      return undefined;
  }
}

/**
 * A teacher asking for another teacher's course is refused; a course id that names no course matches
 * no invoice (the list is empty), as does a deleted course's, whose invoices keep only its title.
 */
async function assertCourseInScope(db: Database, user: AuthUser, courseId: string | undefined): Promise<void> {
  if (courseId === undefined || user.role === 'admin') return;
  const [course] = await db
    .select({ instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (course && !canManage(user, course)) throw forbidden(courseMessages.notYourCourse, 'not_your_course');
}

/** The invoices the dues list shows `user` for `filter`, as the parts of one query. */
async function duesScope(ctx: AppContext, user: AuthUser, filter: DuesFilter) {
  await assertCourseInScope(ctx.db, user, filter.courseId);
  const nextDue = nextDueOf(ctx.db, todayIn(ctx.config.timeZone, ctx.now()));
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = and(
    inManagedCourses(user, invoices.courseId),
    filter.courseId === undefined ? undefined : eq(invoices.courseId, filter.courseId),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    statusCondition(filter.status, nextDue.overdue),
  );
  return { nextDue, where };
}

/** The dues rows of a scope, overdue first, then by the next date something is due. */
function dueLines(db: Database, { nextDue, where }: Awaited<ReturnType<typeof duesScope>>) {
  return db
    .select({
      invoiceId: invoices.id,
      studentId: users.id,
      studentName: users.name,
      studentEmail: users.email,
      courseId: invoices.courseId,
      courseTitle: invoices.courseTitle,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      paidMinor: invoices.paidMinor,
      dueMinor: dueMinorOf,
      status: statusOf,
      nextDueDate: nextDue.dueDate,
      nextDueAmount: nextDue.amountMinor,
      overdue: nextDue.overdue,
    })
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.studentId))
    .innerJoinLateral(nextDue, sql`true`)
    .where(where)
    .orderBy(
      desc(nextDue.overdue),
      sql`${nextDue.dueDate} asc nulls last`,
      asc(users.name),
      asc(invoices.createdAt),
      asc(invoices.id),
    )
    .$dynamic();
}

type LineRow = Awaited<ReturnType<typeof dueLines>>[number];

const toDueRow = (row: LineRow): DueRow => ({
  invoiceId: row.invoiceId,
  student:
    row.studentId === null ? null : { id: row.studentId, name: row.studentName ?? '', email: row.studentEmail ?? '' },
  course: { id: row.courseId, title: row.courseTitle },
  totalMinor: row.totalMinor,
  paidMinor: row.paidMinor,
  dueMinor: row.dueMinor,
  status: row.status,
  nextDue:
    row.nextDueDate === null || row.nextDueAmount === null
      ? null
      : { dueDate: row.nextDueDate, amountMinor: row.nextDueAmount },
  overdue: row.overdue,
});

/**
 * The dues screen (docs/product.md, "Dues, reminders and revenue"): a page of the invoices of the
 * courses `user` manages (every course for an admin) that the filters match, and the totals of all of
 * them, read in two queries whatever the page size.
 */
export async function listDues(
  ctx: AppContext,
  user: AuthUser,
  query: DuesFilter & { page?: number | undefined; pageSize?: number | undefined },
): Promise<{
  data: DueRow[];
  pagination: Pagination;
  totals: { totalMinor: number; paidMinor: number; dueMinor: number };
  currency: string;
}> {
  const scope = await duesScope(ctx, user, query);
  const { page, pageSize } = pageWindow(query);
  const [rows, [sums]] = await Promise.all([
    dueLines(ctx.db, scope)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        totalMinor: sql<number>`coalesce(sum(${invoices.totalMinor}), 0)`.mapWith(Number),
        paidMinor: sql<number>`coalesce(sum(${invoices.paidMinor}), 0)`.mapWith(Number),
        dueMinor: sql<number>`coalesce(sum(${dueMinorOf}), 0)`.mapWith(Number),
      })
      .from(invoices)
      .leftJoin(users, eq(users.id, invoices.studentId))
      .innerJoinLateral(scope.nextDue, sql`true`)
      .where(scope.where),
  ]);
  return {
    data: rows.map(toDueRow),
    pagination: pagination(page, pageSize, sums?.count ?? 0),
    totals: { totalMinor: sums?.totalMinor ?? 0, paidMinor: sums?.paidMinor ?? 0, dueMinor: sums?.dueMinor ?? 0 },
    currency: ctx.config.currency,
  };
}

/** Every dues row the filters match, in the list's order, for the CSV download. */
export async function duesForExport(ctx: AppContext, user: AuthUser, filter: DuesFilter): Promise<DueLine[]> {
  const rows = await dueLines(ctx.db, await duesScope(ctx, user, filter));
  return rows.map((row) => ({ ...toDueRow(row), currency: row.currency }));
}
