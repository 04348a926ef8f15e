import { attendancePercentage } from '@tutorium/contract/attendance';
import type { PerformanceRow } from '@tutorium/contract/dashboard';
import { gradeFor } from '@tutorium/contract/grades';
import { progressPercentage } from '@tutorium/contract/lessons';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attendanceRecords,
  courseScores,
  courses,
  enrolments,
  lessonCompletions,
  lessons,
  liveClassCheckIns,
  liveClasses,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import { containsPattern, totalRows } from '../../platform/sql-helpers';
import { presentCount, recordCount, sameEnrolment, sinceEnrolment } from '../attendance/counting';
import { managedBy } from './scope';

/**
 * Per (course, student) figures as grouped subqueries, each limited to the teacher's courses and
 * joined once to the enrolments: attendance since enrolment, lessons completed, lessons per course,
 * and the latest live-class join.
 */
export function performanceSources(db: Database, user: AuthUser) {
  const attendance = db
    .select({
      courseId: attendanceRecords.courseId,
      studentId: attendanceRecords.studentId,
      total: recordCount.as('attendance_total'),
      present: presentCount.as('attendance_present'),
    })
    .from(attendanceRecords)
    .innerJoin(enrolments, sameEnrolment)
    .where(and(managedBy(user, attendanceRecords.courseId), sinceEnrolment))
    .groupBy(attendanceRecords.courseId, attendanceRecords.studentId)
    .as('attendance_figures');
  const completed = db
    .select({
      courseId: lessons.courseId,
      studentId: lessonCompletions.studentId,
      count: sql<number>`count(*)::int`.as('completed_count'),
      last: sql<string>`max(${lessonCompletions.completedAt})`.as('last_completed_at'),
    })
    .from(lessonCompletions)
    .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
    .where(managedBy(user, lessons.courseId))
    .groupBy(lessons.courseId, lessonCompletions.studentId)
    .as('completed_lessons');
  const lessonTotals = db
    .select({ courseId: lessons.courseId, count: sql<number>`count(*)::int`.as('lesson_count') })
    .from(lessons)
    .where(managedBy(user, lessons.courseId))
    .groupBy(lessons.courseId)
    .as('lesson_totals');
  const joins = db
    .select({
      courseId: liveClasses.courseId,
      studentId: liveClassCheckIns.studentId,
      last: sql<string>`max(${liveClassCheckIns.joinedAt})`.as('last_joined_at'),
    })
    .from(liveClassCheckIns)
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassCheckIns.liveClassId))
    .where(managedBy(user, liveClasses.courseId))
    .groupBy(liveClasses.courseId, liveClassCheckIns.studentId)
    .as('class_joins');
  return { attendance, completed, lessonTotals, joins };
}

const sortColumns = (sources: ReturnType<typeof performanceSources>): Record<string, SQL> => ({
  student: sql`${users.name}`,
  course: sql`${courses.title}`,
  attendance: sql`(${sources.attendance.present}::float / nullif(${sources.attendance.total}, 0))`,
  progress: sql`(coalesce(${sources.completed.count}, 0)::float / nullif(${sources.lessonTotals.count}, 0))`,
  score: sql`${courseScores.score}`,
  lastActivity: sql`greatest(${sources.completed.last}, ${sources.joins.last})`,
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
  const sources = performanceSources(db, user);
  const sortBy = sortColumns(sources)[filter.sort] ?? sql`${users.name}`;
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const rows = await db
    .select({
      studentId: users.id,
      name: users.name,
      email: users.email,
      courseId: courses.id,
      title: courses.title,
      attendanceTotal: sql<number>`coalesce(${sources.attendance.total}, 0)`,
      attendancePresent: sql<number>`coalesce(${sources.attendance.present}, 0)`,
      completed: sql<number>`coalesce(${sources.completed.count}, 0)`,
      lessons: sql<number>`coalesce(${sources.lessonTotals.count}, 0)`,
      score: courseScores.score,
      lastActivity: sql<string | null>`greatest(${sources.completed.last}, ${sources.joins.last})`,
      total: totalRows(),
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(
      sources.attendance,
      and(eq(sources.attendance.courseId, enrolments.courseId), eq(sources.attendance.studentId, enrolments.studentId)),
    )
    .leftJoin(
      sources.completed,
      and(eq(sources.completed.courseId, enrolments.courseId), eq(sources.completed.studentId, enrolments.studentId)),
    )
    .leftJoin(sources.lessonTotals, eq(sources.lessonTotals.courseId, enrolments.courseId))
    .leftJoin(
      sources.joins,
      and(eq(sources.joins.courseId, enrolments.courseId), eq(sources.joins.studentId, enrolments.studentId)),
    )
    .leftJoin(
      courseScores,
      and(eq(courseScores.courseId, enrolments.courseId), eq(courseScores.studentId, enrolments.studentId)),
    )
    .where(
      and(
        managedBy(user, enrolments.courseId),
        filter.courseId ? eq(enrolments.courseId, filter.courseId) : undefined,
        pattern
          ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(courses.title, pattern))
          : undefined,
      ),
    )
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
      student: { _id: row.studentId, id: row.studentId, name: row.name, email: row.email },
      course: { _id: row.courseId, id: row.courseId, title: row.title },
      attendance: attendancePercentage(row.attendancePresent, row.attendanceTotal),
      attendanceRecords: row.attendanceTotal,
      progress: progressPercentage(row.completed, row.lessons),
      score: row.score,
      grade: row.score === null ? null : gradeFor(row.score),
      lastActivity: row.lastActivity === null ? null : new Date(row.lastActivity).toISOString(),
    })),
  };
}
