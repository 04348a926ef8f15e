import type { GuardianChild } from '@tutorium/contract/guardians';
import { and, asc, between, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendanceRecords, courses, enrolments, guardianLinks, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { atRiskCoursesOf } from '../analytics/public';
import { sameEnrolment, sinceEnrolment } from '../attendance/public';
import { attendedPercent } from './attendance-tally';
import { instituteCalendar } from './institute-calendar';

/**
 * The links through which `guardianId` follows a child now. Only an active link counts: an invitation
 * not accepted, or a link waiting for an adult student's approval, shows nothing; an ended link is
 * deleted (docs/product.md, "Guardian portal").
 */
const activeLinksOf = (guardianId: string) =>
  and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.state, 'active'));

/** How many active courses each student is enrolled in. */
async function activeCourseCounts(db: Database, studentIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ studentId: enrolments.studentId, courses: count() })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(inArray(enrolments.studentId, studentIds), eq(courses.status, 'active')))
    .groupBy(enrolments.studentId);
  return new Map(rows.map((row) => [row.studentId, row.courses]));
}

const statusCount = (status: string) =>
  sql<number>`(count(*) filter (where ${attendanceRecords.status} = ${status}))::int`;

/**
 * Each student's attendance between two dates, counting the records the student's own attendance
 * page counts (attendance's `studentAttendance`): those of a course they left, and those of a course
 * they are in dated since they enrolled.
 */
async function attendanceCounts(db: Database, studentIds: string[], from: string, to: string) {
  const rows = await db
    .select({
      studentId: attendanceRecords.studentId,
      total: sql<number>`count(*)::int`,
      present: statusCount('present'),
      late: statusCount('late'),
    })
    .from(attendanceRecords)
    .leftJoin(enrolments, sameEnrolment)
    .where(
      and(
        inArray(attendanceRecords.studentId, studentIds),
        between(attendanceRecords.date, from, to),
        sql`(${enrolments.id} is null or ${sinceEnrolment})`,
      ),
    )
    .groupBy(attendanceRecords.studentId);
  return new Map(rows.map((row) => [row.studentId, row]));
}

/**
 * The children `guardianId` follows, by name: every one, or only `studentId` when given (then an empty
 * list means it is not theirs to see). Any account may be a guardian; none linked is an empty list.
 */
export async function linkedChildren(
  ctx: AppContext,
  guardianId: string,
  studentId?: string,
): Promise<GuardianChild[]> {
  const links = await ctx.db
    .select({
      id: users.id,
      linkId: guardianLinks.id,
      name: users.name,
      avatar: users.avatar,
      relationship: guardianLinks.relationship,
    })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.studentId))
    .where(and(activeLinksOf(guardianId), studentId === undefined ? undefined : eq(guardianLinks.studentId, studentId)))
    .orderBy(asc(users.name), asc(users.id));
  if (links.length === 0) return [];
  const ids = links.map((link) => link.id);
  const now = ctx.now();
  const { today, monthStart } = instituteCalendar(ctx.config.timeZone, now);
  const [courseCounts, monthCounts, atRisk] = await Promise.all([
    activeCourseCounts(ctx.db, ids),
    attendanceCounts(ctx.db, ids, monthStart, today),
    // One at-risk read per child (the analytics module's one definition): a guardian follows a few children.
    Promise.all(ids.map(async (id) => [id, (await atRiskCoursesOf(ctx.db, id, now)).length > 0] as const)),
  ]);
  const atRiskById = new Map(atRisk);
  return links.map((link) => {
    const month = monthCounts.get(link.id);
    return {
      ...link,
      activeCourses: courseCounts.get(link.id) ?? 0,
      attendancePercentThisMonth: month ? attendedPercent(month) : null,
      atRisk: atRiskById.get(link.id) ?? false,
    };
  });
}
