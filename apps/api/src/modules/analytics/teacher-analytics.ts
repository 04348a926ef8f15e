import { AT_RISK_BELOW_PERCENT, type analyticsQuerySchema, type TeacherAnalytics } from '@tutorium/contract/analytics';
import { attendancePercentage } from '@tutorium/contract/attendance';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { anonymisedAttendance, attendanceRecords, courses, enrolments, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { utcDateOf } from '../../platform/dates';
import { anonymisedInRange, anonymisedPresent, anonymisedTotal, mergeRates } from '../attendance/anonymised';
import { presentCount, recordCount, sameEnrolment, sinceEnrolment } from '../attendance/counting';
import { performanceSources } from './performance';
import { managedBy } from './scope';

type Range = z.output<typeof analyticsQuerySchema>;

const present = presentCount;
const total = recordCount;
const withRate = <T extends { present: number; total: number }>(row: T) => ({
  ...row,
  percentage: attendancePercentage(row.present, row.total),
});

/** Teacher analytics over a date range: each chart is one grouped query over the teacher's courses. */
export async function teacherAnalytics(ctx: AppContext, user: AuthUser, range: Range): Promise<TeacherAnalytics> {
  const inRange: SQL | undefined = and(
    range.startDate ? gte(attendanceRecords.date, range.startDate) : undefined,
    range.endDate ? lte(attendanceRecords.date, range.endDate) : undefined,
  );
  const countedRecords = and(managedBy(user, attendanceRecords.courseId), sinceEnrolment, inRange);
  const week = sql<string>`to_char(date_trunc('week', ${attendanceRecords.date}::timestamp), 'YYYY-MM-DD')`;
  const enrolmentWeek = sql<string>`to_char(date_trunc('week', ${enrolments.enrolledAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const sources = performanceSources(ctx.db, user);

  const anonymisedWeek = sql<string>`to_char(date_trunc('week', ${anonymisedAttendance.date}::timestamp), 'YYYY-MM-DD')`;
  const countedAnonymised = and(managedBy(user, anonymisedAttendance.courseId), anonymisedInRange(range));

  const [byWeekEnrolments, byCourse, byWeek, mix, completion, atRisk, anonymised] = await Promise.all([
    ctx.db
      .select({ week: enrolmentWeek, enrolments: total })
      .from(enrolments)
      .where(
        and(
          managedBy(user, enrolments.courseId),
          range.startDate ? gte(utcDateOf(enrolments.enrolledAt), range.startDate) : undefined,
          range.endDate ? lte(utcDateOf(enrolments.enrolledAt), range.endDate) : undefined,
        ),
      )
      .groupBy(enrolmentWeek)
      .orderBy(enrolmentWeek),
    ctx.db
      .select({ id: courses.id, title: courses.title, present, total })
      .from(attendanceRecords)
      .innerJoin(enrolments, sameEnrolment)
      .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
      .where(countedRecords)
      .groupBy(courses.id, courses.title)
      .orderBy(asc(courses.title)),
    ctx.db
      .select({ week, present, total })
      .from(attendanceRecords)
      .innerJoin(enrolments, sameEnrolment)
      .where(countedRecords)
      .groupBy(week)
      .orderBy(week),
    ctx.db
      .select({ status: attendanceRecords.status, count: total })
      .from(attendanceRecords)
      .innerJoin(enrolments, sameEnrolment)
      .where(countedRecords)
      .groupBy(attendanceRecords.status),
    ctx.db
      .select({
        id: courses.id,
        title: courses.title,
        students: sql<number>`count(${enrolments.id})::int`,
        lessons: sql<number>`coalesce(max(${sources.lessonTotals.count}), 0)`,
        averageProgress: sql<number>`coalesce(round(avg(case when ${sources.lessonTotals.count} > 0 then coalesce(${sources.completed.count}, 0) * 100.0 / ${sources.lessonTotals.count} else 0 end)), 0)::int`,
        completed: sql<number>`(count(*) filter (where ${sources.lessonTotals.count} > 0 and ${sources.completed.count} >= ${sources.lessonTotals.count}))::int`,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .leftJoin(sources.lessonTotals, eq(sources.lessonTotals.courseId, enrolments.courseId))
      .leftJoin(
        sources.completed,
        and(eq(sources.completed.courseId, enrolments.courseId), eq(sources.completed.studentId, enrolments.studentId)),
      )
      .where(managedBy(user, enrolments.courseId))
      .groupBy(courses.id, courses.title)
      .orderBy(asc(courses.title)),
    ctx.db
      .select({
        studentId: users.id,
        name: users.name,
        email: users.email,
        courseId: courses.id,
        title: courses.title,
        present,
        total,
      })
      .from(attendanceRecords)
      .innerJoin(enrolments, sameEnrolment)
      .innerJoin(users, eq(users.id, attendanceRecords.studentId))
      .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
      .where(countedRecords)
      .groupBy(users.id, users.name, users.email, courses.id, courses.title)
      .having(
        sql`(count(*) filter (where ${attendanceRecords.status} = 'present')) * 100.0 / count(*) < ${AT_RISK_BELOW_PERCENT}`,
      )
      .orderBy(
        sql`(count(*) filter (where ${attendanceRecords.status} = 'present')) * 1.0 / count(*)`,
        asc(users.name),
      ),
    Promise.all([
      ctx.db
        .select({ id: courses.id, title: courses.title, present: anonymisedPresent, total: anonymisedTotal })
        .from(anonymisedAttendance)
        .innerJoin(courses, eq(courses.id, anonymisedAttendance.courseId))
        .where(countedAnonymised)
        .groupBy(courses.id, courses.title),
      ctx.db
        .select({ week: anonymisedWeek, present: anonymisedPresent, total: anonymisedTotal })
        .from(anonymisedAttendance)
        .where(countedAnonymised)
        .groupBy(anonymisedWeek),
      ctx.db
        .select({ status: anonymisedAttendance.status, count: anonymisedTotal })
        .from(anonymisedAttendance)
        .where(countedAnonymised)
        .groupBy(anonymisedAttendance.status),
    ]),
  ]);
  const [anonymisedByCourse, anonymisedByWeek, anonymisedMix] = anonymised;
  const attendanceByCourse = mergeRates(byCourse, anonymisedByCourse, (row) => row.id).sort(
    (a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
  );
  const attendanceByWeek = mergeRates(byWeek, anonymisedByWeek, (row) => row.week).sort((a, b) =>
    a.week.localeCompare(b.week),
  );

  const statusMix = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const row of [...mix, ...anonymisedMix]) statusMix[row.status] += row.count;
  return {
    enrolmentsByWeek: byWeekEnrolments,
    attendanceByCourse: attendanceByCourse.map((row) =>
      withRate({ course: { id: row.id, title: row.title }, present: row.present, total: row.total }),
    ),
    attendanceByWeek: attendanceByWeek.map(withRate),
    statusMix,
    completionByCourse: completion.map((row) => ({
      course: { id: row.id, title: row.title },
      students: row.students,
      lessons: row.lessons,
      averageProgress: row.averageProgress,
      completed: row.completed,
    })),
    atRisk: atRisk.map((row) =>
      withRate({
        student: { id: row.studentId, name: row.name, email: row.email },
        course: { id: row.courseId, title: row.title },
        present: row.present,
        total: row.total,
      }),
    ),
  };
}
