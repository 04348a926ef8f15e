import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, enrolments, users } from '../../db/schema';
import { translate } from '../../platform/language';
import { notifyUsers } from '../../platform/notifications';
import { readerLanguage } from '../../platform/reader-language';
import { describeMoment } from '../../platform/time-zone';

export type ClassChange = 'class_scheduled' | 'class_changed' | 'class_cancelled';

const titles: Record<ClassChange, string> = {
  class_scheduled: /*i18n*/ 'New live class',
  class_changed: /*i18n*/ 'Live class changed',
  class_cancelled: /*i18n*/ 'Live class cancelled',
};

/** What happened to the class, one sentence each, as the student reads it. */
const sentences: Record<ClassChange, string> = {
  class_scheduled: /*i18n*/ '"{title}" ({course}) is scheduled for {start}.',
  class_changed: /*i18n*/ '"{title}" ({course}) is now on {start}.',
  class_cancelled: /*i18n*/ '"{title}" ({course}) on {start} was cancelled.',
};

/**
 * Tells every active student enrolled in the course that one of its classes was scheduled, changed or
 * cancelled, in the caller's transaction (docs/product.md §12). A class already over is news to nobody.
 * Each student reads it in their own language, its time in their own zone (`defaultTimeZone` when they
 * have none), the zone named.
 */
export async function notifyClassChange(
  tx: Database,
  change: ClassChange,
  liveClass: { courseId: string; title: string; startsAt: Date; durationMinutes: number },
  now: Date,
  defaultTimeZone: string,
): Promise<void> {
  if (liveClass.startsAt.getTime() + liveClass.durationMinutes * 60_000 <= now.getTime()) return;
  const students = await tx
    .select({ id: enrolments.studentId, course: courses.title, timeZone: users.timeZone, language: users.language })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .where(and(eq(enrolments.courseId, liveClass.courseId), eq(users.status, 'active')));
  await notifyUsers(
    tx,
    students.map((student) => {
      const language = readerLanguage(student.language);
      return {
        userId: student.id,
        kind: change,
        title: translate(language, titles[change]),
        body: translate(language, sentences[change], {
          title: liveClass.title,
          course: student.course,
          start: describeMoment(liveClass.startsAt, student.timeZone ?? defaultTimeZone, language),
        }),
        link: '/student/live-classes',
      };
    }),
  );
}
