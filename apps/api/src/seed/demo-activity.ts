import type { AttendanceStatus } from '@tutorium/contract/attendance';
import { weekDays } from '@tutorium/contract/courses';
import type { Transaction } from '../db/client';
import { attendanceRecords, type courses, type enrolments, liveClasses } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
type CourseRow = typeof courses.$inferSelect;
type EnrolmentRow = typeof enrolments.$inferInsert;

/** The dates a course met, from its start until yesterday, on its schedule days. */
function pastSessionDates(course: CourseRow, now: Date): string[] {
  const dates: string[] = [];
  const last = Math.min(now.getTime() - DAY_MS, Date.parse(`${course.endDate ?? course.startDate}T00:00:00Z`));
  for (let day = Date.parse(`${course.startDate}T00:00:00Z`); day <= last; day += DAY_MS) {
    const weekday = weekDays[(new Date(day).getUTCDay() + 6) % 7];
    if (weekday && course.scheduleDays.includes(weekday)) dates.push(new Date(day).toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * Several weeks of marked classes for the courses already running. Each student has their own
 * reliability, so some are flagged below 60% while most do well.
 */
export async function insertPastAttendance(
  tx: Transaction,
  seededCourses: CourseRow[],
  seededEnrolments: EnrolmentRow[],
  now: Date,
  random: () => number,
) {
  const reliability = new Map<string, number>();
  const values: (typeof attendanceRecords.$inferInsert)[] = [];
  for (const course of seededCourses.filter((row) => row.status === 'active' || row.status === 'completed')) {
    const students = seededEnrolments.filter((enrolment) => enrolment.courseId === course.id);
    for (const date of pastSessionDates(course, now)) {
      for (const enrolment of students) {
        if (!reliability.has(enrolment.studentId)) reliability.set(enrolment.studentId, 0.45 + random() * 0.55);
        const roll = random();
        const showsUp = reliability.get(enrolment.studentId) ?? 1;
        const status: AttendanceStatus =
          roll < showsUp ? 'present' : roll < showsUp + 0.08 ? 'late' : roll < showsUp + 0.14 ? 'excused' : 'absent';
        values.push({
          courseId: course.id,
          studentId: enrolment.studentId,
          date,
          status,
          remarks: status === 'late' ? 'Joined after the start' : status === 'excused' ? 'Informed in advance' : '',
          markedBy: course.instructorId,
        });
      }
    }
  }
  for (let start = 0; start < values.length; start += 1000) {
    await tx.insert(attendanceRecords).values(values.slice(start, start + 1000));
  }
  return values;
}

/** Past, about-to-start and upcoming live classes for the running and upcoming courses. */
export async function insertLiveClasses(tx: Transaction, seededCourses: CourseRow[], now: Date) {
  const hourStart = Math.floor(now.getTime() / (60 * 60 * 1000)) * 60 * 60 * 1000;
  const values: (typeof liveClasses.$inferInsert)[] = [];
  const open = seededCourses.filter((course) => course.status === 'active' || course.status === 'upcoming');
  open.forEach((course, index) => {
    const slug = course.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const offsetsInHours =
      course.status === 'active' ? [-7 * 24, -2 * 24, 2 * 24 + index, 9 * 24 + index] : [14 * 24 + index];
    if (index === 0) offsetsInHours.push(0.5);
    for (const [session, hours] of offsetsInHours.entries()) {
      values.push({
        courseId: course.id,
        title: `${course.title}: session ${session + 1}`,
        subject: course.category,
        startsAt: new Date(hourStart + hours * 60 * 60 * 1000),
        durationMinutes: 60,
        meetingLink: `https://meet.jit.si/tutorium-${slug}`,
        createdBy: course.instructorId,
      });
    }
  });
  await tx.insert(liveClasses).values(values);
}
