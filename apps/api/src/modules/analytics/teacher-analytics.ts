import {
  AT_RISK_LIST_LIMIT,
  type analyticsQuerySchema,
  COURSE_CHART_LIMIT,
  type TeacherAnalytics,
  teacherAnalyticsSchema,
} from '@tutorium/contract/analytics';
import { attendancePercentage } from '@tutorium/contract/attendance';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { courseAttendanceDays, courses, enrolments } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { utcDateOf } from '../../platform/dates';
import { totalRows } from '../../platform/sql-helpers';
import { inManagedCourses } from '../course-access/public';
import { atRiskStudents } from './at-risk';
import { scopeOf } from './at-risk-page';
import { lessonTotalsOf } from './performance';

type Range = z.output<typeof analyticsQuerySchema>;

const withRate = <T extends { present: number; total: number }>(row: T) => ({
  ...row,
  percentage: attendancePercentage(row.present, row.total),
});
/** The courses a per-course chart keeps (those needing attention first), shown in title order. */
const byTitle = <T extends { title: string; id: string }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));

const summed = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

/**
 * Teacher analytics over a date range as the JSON answer, through the report runner (an admin's
 * platform-wide figures are shared for a few seconds; identical requests share one computation).
 * The answer is serialised once per computation: across every course of the platform it is large,
 * and serialising it on every request would cost more than reading the cache.
 */
export function teacherAnalyticsJson(ctx: AppContext, user: AuthUser, range: Range): Promise<string> {
  const admin = user.role === 'admin';
  const key = `teacher-analytics:${admin ? 'all' : user.id}:${range.startDate ?? ''}:${range.endDate ?? ''}`;
  return ctx.reports.run(
    key,
    async (db) => {
      const data = await computeTeacherAnalytics(db, user, range, ctx.now());
      return JSON.stringify(teacherAnalyticsSchema.parse({ success: true, data }));
    },
    { cacheable: admin },
  );
}

/**
 * Each chart is one grouped query over the teacher's courses. Attendance charts sum the per-course,
 * per-date tallies the database keeps as attendance is marked (already limited to dates since each
 * enrolment), so they read a row per class held rather than a row per student per class.
 */
async function computeTeacherAnalytics(
  db: Database,
  user: AuthUser,
  range: Range,
  now: Date,
): Promise<TeacherAnalytics> {
  const daysInRange: SQL | undefined = and(
    inManagedCourses(user, courseAttendanceDays.courseId),
    range.startDate ? gte(courseAttendanceDays.date, range.startDate) : undefined,
    range.endDate ? lte(courseAttendanceDays.date, range.endDate) : undefined,
  );
  const week = sql<string>`to_char(date_trunc('week', ${courseAttendanceDays.date}::timestamp), 'YYYY-MM-DD')`;
  const enrolmentWeek = sql<string>`to_char(date_trunc('week', ${enrolments.enrolledAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const lessonTotals = lessonTotalsOf(db, user);
  const present = summed(courseAttendanceDays.present);
  const total = summed(courseAttendanceDays.total);
  const held = sql`sum(${courseAttendanceDays.total}) > 0`;

  // One after another: the report runs on a single connection, in one transaction.
  const byWeekEnrolments = await db
    .select({ week: enrolmentWeek, enrolments: sql<number>`count(*)::int` })
    .from(enrolments)
    .where(
      and(
        inManagedCourses(user, enrolments.courseId),
        range.startDate ? gte(utcDateOf(enrolments.enrolledAt), range.startDate) : undefined,
        range.endDate ? lte(utcDateOf(enrolments.enrolledAt), range.endDate) : undefined,
      ),
    )
    .groupBy(enrolmentWeek)
    .orderBy(enrolmentWeek);
  const byCourse = await db
    .select({ id: courses.id, title: courses.title, present, total, courseCount: totalRows() })
    .from(courseAttendanceDays)
    .innerJoin(courses, eq(courses.id, courseAttendanceDays.courseId))
    .where(daysInRange)
    .groupBy(courses.id, courses.title)
    .having(held)
    .orderBy(sql`${present}::numeric / ${total}`, asc(courses.title), asc(courses.id))
    .limit(COURSE_CHART_LIMIT);
  const byWeek = await db
    .select({ week, present, total })
    .from(courseAttendanceDays)
    .where(daysInRange)
    .groupBy(week)
    .having(held)
    .orderBy(week);
  const [mix] = await db
    .select({
      present,
      absent: summed(courseAttendanceDays.absent),
      late: summed(courseAttendanceDays.late),
      excused: summed(courseAttendanceDays.excused),
    })
    .from(courseAttendanceDays)
    .where(daysInRange);
  const averageProgress = sql<number>`coalesce(round(avg(case when ${lessonTotals.count} > 0 then ${enrolments.lessonsCompleted} * 100.0 / ${lessonTotals.count} else 0 end)), 0)::int`;
  const completion = await db
    .select({
      id: courses.id,
      title: courses.title,
      students: sql<number>`count(*)::int`,
      lessons: sql<number>`coalesce(max(${lessonTotals.count}), 0)`,
      averageProgress,
      completed: sql<number>`(count(*) filter (where ${lessonTotals.count} > 0 and ${enrolments.lessonsCompleted} >= ${lessonTotals.count}))::int`,
      courseCount: totalRows(),
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(lessonTotals, eq(lessonTotals.courseId, enrolments.courseId))
    // Scoped on both sides, so the courses are read by id rather than all scanned for the join.
    .where(and(inManagedCourses(user, enrolments.courseId), inManagedCourses(user, courses.id)))
    .groupBy(courses.id, courses.title)
    .orderBy(averageProgress, asc(courses.title), asc(courses.id))
    .limit(COURSE_CHART_LIMIT);
  // At risk is about now, whatever the range: the one definition the dashboard and emails use too.
  const atRisk = await atRiskStudents(db, scopeOf(user), now, { limit: AT_RISK_LIST_LIMIT, offset: 0 });

  return {
    enrolmentsByWeek: byWeekEnrolments,
    attendanceByCourse: byTitle(byCourse).map((row) =>
      withRate({ course: { id: row.id, title: row.title }, present: row.present, total: row.total }),
    ),
    attendanceCourseTotal: byCourse[0]?.courseCount ?? 0,
    attendanceByWeek: byWeek.map(withRate),
    statusMix: {
      present: mix?.present ?? 0,
      absent: mix?.absent ?? 0,
      late: mix?.late ?? 0,
      excused: mix?.excused ?? 0,
    },
    completionCourseTotal: completion[0]?.courseCount ?? 0,
    completionByCourse: byTitle(completion).map((row) => ({
      course: { id: row.id, title: row.title },
      students: row.students,
      lessons: row.lessons,
      averageProgress: row.averageProgress,
      completed: row.completed,
    })),
    atRisk: atRisk.rows.map((row) => ({ student: row.student, course: row.course, ...row.attendance })),
    atRiskTotal: atRisk.total,
  };
}
