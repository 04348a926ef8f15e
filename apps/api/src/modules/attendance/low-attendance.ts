import { ATTENDANCE_FAIR_PERCENT, attendancePercentage } from '@tutorium/contract/attendance';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendanceRecords, enrolments } from '../../db/schema';
import { translate } from '../../platform/language';
import { notifyUsers } from '../../platform/notifications';
import { languagesOf } from '../../platform/reader-language';
import { presentCount, recordCount, sameEnrolment, sinceEnrolment } from './counting';

/** Each student's attendance percentage in the course, counted as their own figures are (null: no records). */
export async function attendanceRates(
  tx: Database,
  courseId: string,
  studentIds: readonly string[],
): Promise<Map<string, number | null>> {
  const rows = await tx
    .select({ studentId: attendanceRecords.studentId, present: presentCount, total: recordCount })
    .from(attendanceRecords)
    .innerJoin(enrolments, sameEnrolment)
    .where(
      and(
        eq(attendanceRecords.courseId, courseId),
        inArray(attendanceRecords.studentId, [...studentIds]),
        sinceEnrolment,
      ),
    )
    .groupBy(attendanceRecords.studentId);
  const rates = new Map<string, number | null>(studentIds.map((id) => [id, null]));
  for (const row of rows) rates.set(row.studentId, attendancePercentage(row.present, row.total));
  return rates;
}

const isLow = (rate: number | null | undefined): boolean =>
  rate !== null && rate !== undefined && rate < ATTENDANCE_FAIR_PERCENT;

/**
 * Tells each student whose attendance in the course this marking took below 60% (docs/product.md §12):
 * below now and not below before, so later marks while it stays low say nothing new.
 */
export async function notifyLowAttendance(
  tx: Database,
  course: { id: string; title: string },
  before: Map<string, number | null>,
): Promise<void> {
  const after = await attendanceRates(tx, course.id, [...before.keys()]);
  const dropped = [...after].filter(([studentId, rate]) => isLow(rate) && !isLow(before.get(studentId)));
  const languages = await languagesOf(
    tx,
    dropped.map(([studentId]) => studentId),
  );
  await notifyUsers(
    tx,
    dropped.map(([studentId, rate]) => {
      const language = languages.get(studentId) ?? 'en';
      return {
        userId: studentId,
        kind: 'low_attendance' as const,
        title: translate(language, /*i18n*/ 'Your attendance in {course} is {rate}%', {
          course: course.title,
          rate: rate ?? 0,
        }),
        body: translate(
          language,
          /*i18n*/ 'That is below {fair}%. Join the next classes to bring it back up, or talk to your teacher.',
          { fair: ATTENDANCE_FAIR_PERCENT },
        ),
        link: `/student/courses/${course.id}/attendance`,
      };
    }),
  );
}
