import { attendancePercentage } from '@tutorium/contract/attendance';
import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { gradeFor } from '@tutorium/contract/grades';
import { progressPercentage } from '@tutorium/contract/lessons';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseGrades, courses, enrolments, lessons, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import { containsPattern, totalRows } from '../../platform/sql-helpers';
import { personColumns, toPerson } from '../accounts/public';
import { inManagedCourses } from '../course-access/public';
import { refreshStoredGrades } from '../gradebook/public';

/** Lessons per course of the teacher's courses, as a grouped subquery joined once. */
export function lessonTotalsOf(db: Database, user: AuthUser) {
  return db
    .select({ courseId: lessons.courseId, count: sql<number>`count(*)::int`.as('lesson_count') })
    .from(lessons)
    .where(inManagedCourses(user, lessons.courseId))
    .groupBy(lessons.courseId)
    .as('lesson_totals');
}

/**
 * Attendance, lessons completed and last activity come from the enrolment row itself (kept by
 * database triggers) and the course grade from its stored copy (refreshed first), so a page of rows
 * reads no attendance records or marks at all.
 */
const sortColumns = (lessonTotals: ReturnType<typeof lessonTotalsOf>): Record<string, SQL> => ({
  student: sql`${users.name}`,
  course: sql`${courses.title}`,
  attendance: sql`(${enrolments.attendancePresent}::float / nullif(${enrolments.attendanceTotal}, 0))`,
  progress: sql`(${enrolments.lessonsCompleted}::float / nullif(${lessonTotals.count}, 0))`,
  score: sql`${courseGrades.percent}`,
  lastActivity: sql`${enrolments.lastActivityAt}`,
});

export interface PerformanceFilter {
  search?: string | undefined;
  courseId?: string | undefined;
  sort: keyof ReturnType<typeof sortColumns>;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Every (course, student) pair of the teacher's courses with its figures: one query, sorted and paged. */
export async function performanceRows(
  db: Database,
  user: AuthUser,
  filter: PerformanceFilter,
): Promise<{ rows: PerformanceRow[]; total: number }> {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  await refreshStoredGrades(
    db,
    and(inManagedCourses(user, courses.id), filter.courseId ? eq(courses.id, filter.courseId) : undefined),
  );
  return selectRows(db, user, filter, {
    total: totalRows(),
    where: and(
      filter.courseId ? eq(enrolments.courseId, filter.courseId) : undefined,
      pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(courses.title, pattern)) : undefined,
    ),
  });
}

/**
 * The most recently active students of the teacher's courses, as the performance table sorted by
 * last activity would list them first (their stored grades refreshed by the caller). Only the enrolments that can make the cut (the latest
 * `limit`, with everything tied with the last of them) are joined and sorted, using the index on
 * last activity, so the cost does not grow with the number of enrolments.
 */
export async function mostRecentlyActive(db: Database, user: AuthUser, limit: number): Promise<PerformanceRow[]> {
  const candidates = sql`${enrolments.id} in (
    select candidate.id from ${enrolments} candidate
    where ${inManagedCourses(user, sql`candidate.course_id`) ?? sql`true`}
    order by candidate.last_activity_at desc nulls last
    fetch first (${limit}) rows with ties)`;
  const { rows } = await selectRows(
    db,
    user,
    { sort: 'lastActivity', order: 'desc', limit, offset: 0 },
    { total: sql<number>`0`, where: candidates },
  );
  return rows;
}

async function selectRows(
  db: Database,
  user: AuthUser,
  filter: PerformanceFilter,
  options: { total: SQL<number>; where: SQL | undefined },
): Promise<{ rows: PerformanceRow[]; total: number }> {
  const lessonTotals = lessonTotalsOf(db, user);
  const sortBy = sortColumns(lessonTotals)[filter.sort] ?? sql`${users.name}`;
  const rows = await db
    .select({
      student: personColumns,
      courseId: courses.id,
      title: courses.title,
      attendanceTotal: enrolments.attendanceTotal,
      attendancePresent: enrolments.attendancePresent,
      completed: enrolments.lessonsCompleted,
      lessons: sql<number>`coalesce(${lessonTotals.count}, 0)`,
      score: courseGrades.percent,
      lastActivity: enrolments.lastActivityAt,
      total: options.total,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(lessonTotals, eq(lessonTotals.courseId, enrolments.courseId))
    .leftJoin(
      courseGrades,
      and(eq(courseGrades.courseId, enrolments.courseId), eq(courseGrades.studentId, enrolments.studentId)),
    )
    .where(and(inManagedCourses(user, enrolments.courseId), options.where))
    .orderBy(
      filter.order === 'desc' ? sql`${sortBy} desc nulls last` : sql`${sortBy} asc nulls last`,
      asc(users.name),
      asc(courses.title),
      desc(enrolments.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((row) => ({
      student: toPerson(row.student),
      course: { _id: row.courseId, id: row.courseId, title: row.title },
      attendance: attendancePercentage(row.attendancePresent, row.attendanceTotal),
      attendanceRecords: row.attendanceTotal,
      progress: progressPercentage(row.completed, row.lessons),
      score: row.score,
      grade: row.score === null ? null : gradeFor(row.score),
      lastActivity: row.lastActivity === null ? null : row.lastActivity.toISOString(),
    })),
  };
}
