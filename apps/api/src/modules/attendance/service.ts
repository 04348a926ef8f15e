import {
  type AttendanceRecord,
  type AttendanceStatus,
  attendanceMessages,
  type CourseAttendance,
  type CourseAttendanceStats,
  type dateRangeQuerySchema,
  type markAttendanceSchema,
  type RosterEntry,
  type StudentAttendance,
  type studentAttendanceQuerySchema,
} from '@tutorium/contract/attendance';
import { LATE_AFTER_MINUTES } from '@tutorium/contract/live-classes';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  anonymisedAttendance,
  attendanceRecords,
  courses,
  enrolments,
  liveClassCheckIns,
  liveClasses,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { utcDateOf } from '../../platform/dates';
import { badRequest } from '../../platform/errors';
import { dateIn, todayIn, zoneOf } from '../../platform/time-zone';
import { personColumns, toPerson } from '../accounts/public';
import { loadManagedCourse } from '../course-access/public';
import { anonymisedInRange, anonymisedTotal, statusCountsOf } from './anonymised';
import { sameEnrolment, sinceEnrolment } from './counting';
import { attendanceRates, notifyLowAttendance } from './low-attendance';
import { addCounts, type StatusCounts, tally, toStats } from './tally';

type MarkAttendance = z.output<typeof markAttendanceSchema>;
type DateRange = z.output<typeof dateRangeQuerySchema>;
type StudentQuery = z.output<typeof studentAttendanceQuerySchema>;

const markers = alias(users, 'markers');

const recordColumns = {
  id: attendanceRecords.id,
  date: attendanceRecords.date,
  status: attendanceRecords.status,
  remarks: attendanceRecords.remarks,
  studentId: attendanceRecords.studentId,
  courseId: courses.id,
  courseTitle: courses.title,
  markerId: markers.id,
  markerName: markers.name,
};
type RecordRow = {
  id: string;
  date: string;
  status: AttendanceRecord['status'];
  remarks: string;
  studentId: string;
  courseId: string;
  courseTitle: string;
  markerId: string | null;
  markerName: string | null;
};

const toRecord = (row: RecordRow): AttendanceRecord => ({
  _id: row.id,
  id: row.id,
  date: row.date,
  status: row.status,
  remarks: row.remarks,
  course: { _id: row.courseId, id: row.courseId, title: row.courseTitle },
  student: { _id: row.studentId, id: row.studentId },
  markedBy: row.markerId ? { _id: row.markerId, id: row.markerId, name: row.markerName ?? '' } : null,
});

const inRange = (range: { startDate?: string | undefined; endDate?: string | undefined }): SQL | undefined =>
  and(
    range.startDate ? gte(attendanceRecords.date, range.startDate) : undefined,
    range.endDate ? lte(attendanceRecords.date, range.endDate) : undefined,
  );

/**
 * Saves a class's attendance as one upsert in one transaction. Every student must have been enrolled
 * by that date, or nothing is written. A record whose status and remarks are unchanged is left alone,
 * so saving the same batch twice changes nothing.
 */
export async function markAttendance(ctx: AppContext, user: AuthUser, input: MarkAttendance) {
  const course = await loadManagedCourse(ctx.db, user, input.courseId);
  // Dates are the teacher's calendar days: "today" is today where they are.
  if (input.date > todayIn(zoneOf(ctx, user), ctx.now())) {
    throw badRequest(attendanceMessages.futureDate, { date: attendanceMessages.futureDate });
  }
  const studentIds = input.attendanceData.map((entry) => entry.studentId);
  if (new Set(studentIds).size !== studentIds.length) throw badRequest(attendanceMessages.duplicateStudent);

  return ctx.db.transaction(async (tx) => {
    const eligible = await tx
      .select({ studentId: enrolments.studentId })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.courseId, input.courseId),
          inArray(enrolments.studentId, studentIds),
          lte(utcDateOf(enrolments.enrolledAt), input.date),
        ),
      );
    if (eligible.length !== studentIds.length) throw badRequest(attendanceMessages.notEnrolled);
    const ratesBefore = await attendanceRates(tx, input.courseId, studentIds);
    const changed = await tx
      .insert(attendanceRecords)
      .values(
        input.attendanceData.map((entry) => ({
          courseId: input.courseId,
          studentId: entry.studentId,
          date: input.date,
          status: entry.status,
          remarks: entry.remarks,
          markedBy: user.id,
        })),
      )
      .onConflictDoUpdate({
        target: [attendanceRecords.courseId, attendanceRecords.studentId, attendanceRecords.date],
        set: {
          status: sql`excluded.status`,
          remarks: sql`excluded.remarks`,
          markedBy: sql`excluded.marked_by`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${attendanceRecords.status}, ${attendanceRecords.remarks}) is distinct from (excluded.status, excluded.remarks)`,
      })
      .returning({ id: attendanceRecords.id });
    if (changed.length > 0) await notifyLowAttendance(tx, course, ratesBefore);
    return { saved: studentIds.length, changed: changed.length };
  });
}

/** The marking sheet for one date: every student enrolled by then, with their record if one was saved. */
/**
 * A course's attendance for its teacher. With a date: that date's records and the marking sheet
 * (every student enrolled by then, with their record and live-class check-in). Without one: every
 * saved record of the course, newest date first.
 */
export async function courseAttendance(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  date: string | undefined,
): Promise<CourseAttendance> {
  const course = await loadManagedCourse(ctx.db, user, courseId);
  const courseRef = { _id: course.id, id: course.id, title: course.title };
  if (date === undefined) {
    const rows = await ctx.db
      .select(recordColumns)
      .from(attendanceRecords)
      .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
      .innerJoin(users, eq(users.id, attendanceRecords.studentId))
      .leftJoin(markers, eq(markers.id, attendanceRecords.markedBy))
      .where(eq(attendanceRecords.courseId, courseId))
      .orderBy(desc(attendanceRecords.date), asc(users.name), asc(users.id));
    return { data: rows.map(toRecord), course: courseRef, date: null };
  }
  const roster = await courseRoster(ctx, courseId, date, zoneOf(ctx, user));
  return {
    data: roster.flatMap((entry) => (entry.record ? [entry.record] : [])),
    course: courseRef,
    date,
    roster,
  };
}

/**
 * Who is on the sheet follows the enrolment's UTC date, as every attendance count does (the summaries'
 * triggers included); the check-ins are those of the classes on `date` in the teacher's `timeZone`.
 */
async function courseRoster(ctx: AppContext, courseId: string, date: string, timeZone: string): Promise<RosterEntry[]> {
  const rows = await ctx.db
    .select({
      student: personColumns,
      enrolledAt: enrolments.enrolledAt,
      record: recordColumns,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(attendanceRecords, and(sameEnrolment, eq(attendanceRecords.date, date)))
    .leftJoin(markers, eq(markers.id, attendanceRecords.markedBy))
    .where(and(eq(enrolments.courseId, courseId), lte(utcDateOf(enrolments.enrolledAt), date)))
    .orderBy(asc(users.name), asc(users.id));
  const checkIns = await firstCheckIns(ctx, courseId, date, timeZone);
  return rows.map((row) => ({
    student: toPerson(row.student),
    enrolledAt: row.enrolledAt.toISOString(),
    record: row.record.id ? toRecord(row.record as RecordRow) : null,
    checkIn: checkIns.get(row.student.id) ?? null,
  }));
}

async function firstCheckIns(ctx: AppContext, courseId: string, date: string, timeZone: string) {
  const rows = await ctx.db
    .select({
      studentId: liveClassCheckIns.studentId,
      joinedAt: liveClassCheckIns.joinedAt,
      startsAt: liveClasses.startsAt,
    })
    .from(liveClassCheckIns)
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassCheckIns.liveClassId))
    .where(and(eq(liveClasses.courseId, courseId), eq(dateIn(liveClasses.startsAt, timeZone), date)))
    .orderBy(asc(liveClassCheckIns.joinedAt));
  const first = new Map<string, { joinedAt: string; suggestedStatus: AttendanceStatus }>();
  for (const row of rows) {
    if (first.has(row.studentId)) continue;
    const late = row.joinedAt.getTime() > row.startsAt.getTime() + LATE_AFTER_MINUTES * 60_000;
    first.set(row.studentId, { joinedAt: row.joinedAt.toISOString(), suggestedStatus: late ? 'late' : 'present' });
  }
  return first;
}

const statusCount = (status: string) =>
  sql<number>`(count(${attendanceRecords.id}) filter (where ${attendanceRecords.status} = ${status}))::int`;

/** Per enrolled student and in total, over a date range, counting only dates since each enrolment. */
export async function courseStats(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  range: DateRange,
): Promise<CourseAttendanceStats> {
  await loadManagedCourse(ctx.db, user, courseId);
  const rows = await ctx.db
    .select({
      student: personColumns,
      total: sql<number>`count(${attendanceRecords.id})::int`,
      present: statusCount('present'),
      absent: statusCount('absent'),
      late: statusCount('late'),
      excused: statusCount('excused'),
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .leftJoin(attendanceRecords, and(sameEnrolment, sinceEnrolment, inRange(range)))
    .where(eq(enrolments.courseId, courseId))
    .groupBy(users.id)
    .orderBy(asc(users.name), asc(users.id));
  const anonymised = await ctx.db
    .select({ status: anonymisedAttendance.status, count: anonymisedTotal })
    .from(anonymisedAttendance)
    .where(and(eq(anonymisedAttendance.courseId, courseId), anonymisedInRange(range)))
    .groupBy(anonymisedAttendance.status);
  const overall = toStats(addCounts([...rows, statusCountsOf(anonymised)]));
  return {
    ...overall,
    overall,
    students: rows.map((row) => ({
      student: toPerson(row.student),
      stats: toStats(row satisfies StatusCounts),
    })),
  };
}

/** A student's own records, newest first, with totals overall and per course (their guardians read them too). */
export async function studentAttendance(
  ctx: AppContext,
  student: Pick<AuthUser, 'id'>,
  query: StudentQuery,
): Promise<Omit<StudentAttendance, 'success' | 'message'>> {
  const rows = await ctx.db
    .select(recordColumns)
    .from(attendanceRecords)
    .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
    .leftJoin(enrolments, sameEnrolment)
    .leftJoin(markers, eq(markers.id, attendanceRecords.markedBy))
    .where(
      and(
        eq(attendanceRecords.studentId, student.id),
        sql`(${enrolments.id} is null or ${sinceEnrolment})`,
        query.courseId ? eq(attendanceRecords.courseId, query.courseId) : undefined,
        inRange(query),
      ),
    )
    .orderBy(desc(attendanceRecords.date), asc(courses.title));
  const records = rows.map(toRecord);
  const byCourse = new Map<string, AttendanceRecord[]>();
  for (const record of records) byCourse.set(record.course.id, [...(byCourse.get(record.course.id) ?? []), record]);
  return {
    data: records,
    stats: tally(records.map((record) => record.status)),
    byCourse: [...byCourse.values()].map((courseRecords) => ({
      course: courseRecords[0]?.course ?? { _id: '', id: '', title: '' },
      stats: tally(courseRecords.map((record) => record.status)),
    })),
  };
}

/** Rows for the CSV export: one per student per date, oldest first. */
export async function attendanceForExport(ctx: AppContext, user: AuthUser, courseId: string, range: DateRange) {
  const course = await loadManagedCourse(ctx.db, user, courseId);
  const rows = await ctx.db
    .select({
      date: attendanceRecords.date,
      name: users.name,
      email: users.email,
      status: attendanceRecords.status,
      remarks: attendanceRecords.remarks,
      markedBy: markers.name,
    })
    .from(attendanceRecords)
    .innerJoin(users, eq(users.id, attendanceRecords.studentId))
    .innerJoin(enrolments, sameEnrolment)
    .leftJoin(markers, eq(markers.id, attendanceRecords.markedBy))
    .where(and(eq(attendanceRecords.courseId, courseId), sinceEnrolment, inRange(range)))
    .orderBy(asc(attendanceRecords.date), asc(users.name));
  const summary = await courseStats(ctx, user, courseId, range);
  return { course, rows, summary };
}
