import { and, eq, sql } from 'drizzle-orm';
import { attendanceRecords, enrolments } from '../../db/schema';
import { utcDateOf } from '../../platform/dates';

/** Joins an attendance record to the enrolment it belongs to. */
export const sameEnrolment = and(
  eq(enrolments.courseId, attendanceRecords.courseId),
  eq(enrolments.studentId, attendanceRecords.studentId),
);

/** A record counts only from the day the student enrolled: earlier sessions never count against them. */
export const sinceEnrolment = sql`${attendanceRecords.date} >= ${utcDateOf(enrolments.enrolledAt)}`;

export const recordCount = sql<number>`count(*)::int`;
export const presentCount = sql<number>`(count(*) filter (where ${attendanceRecords.status} = 'present'))::int`;
