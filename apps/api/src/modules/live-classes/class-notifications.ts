import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, enrolments, users } from '../../db/schema';
import { notifyUsers } from '../../platform/notifications';
import { describeMoment } from '../../platform/time-zone';

export type ClassChange = 'class_scheduled' | 'class_changed' | 'class_cancelled';

const titles: Record<ClassChange, string> = {
  class_scheduled: 'New live class',
  class_changed: 'Live class changed',
  class_cancelled: 'Live class cancelled',
};

/**
 * Tells every active student enrolled in the course that one of its classes was scheduled, changed or
 * cancelled, in the caller's transaction (docs/product.md §12). A class already over is news to nobody.
 * Each student reads its time in their own zone (`defaultTimeZone` when they have none), the zone named.
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
    .select({ id: enrolments.studentId, course: courses.title, timeZone: users.timeZone })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .where(and(eq(enrolments.courseId, liveClass.courseId), eq(users.status, 'active')));
  const verb = { class_scheduled: 'is scheduled for', class_changed: 'is now on', class_cancelled: 'on' }[change];
  const tail = change === 'class_cancelled' ? ' was cancelled.' : '.';
  await notifyUsers(
    tx,
    students.map((student) => ({
      userId: student.id,
      kind: change,
      title: titles[change],
      body: `"${liveClass.title}" (${student.course}) ${verb} ${describeMoment(liveClass.startsAt, student.timeZone ?? defaultTimeZone)}${tail}`,
      link: '/student/live-classes',
    })),
  );
}
