import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { announcements, courses, enrolments, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import { notifyUsers } from '../../platform/notifications';
import { enqueueEmails } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import { startRecurringCheck } from '../../platform/recurring-check';

type AnnouncementRow = typeof announcements.$inferSelect;

/** A notification's or an email's one-line preview of an announcement without a title. */
const PREVIEW_LENGTH = 120;
const preview = (announcement: Pick<AnnouncementRow, 'title' | 'body'>): string => {
  if (announcement.title !== '') return announcement.title;
  const flat = announcement.body.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
};

/**
 * Tells every active student enrolled in the announcement's course, in the caller's transaction (the
 * one that publishes it): an in-app notification always, and an email too for those who keep emails
 * on (Settings), each in the student's language (docs/product.md §13). The notification goes with the
 * announcement if it is deleted.
 */
export async function announceToStudents(tx: Database, ctx: AppContext, announcement: AnnouncementRow): Promise<void> {
  const students = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      notifyEmail: users.notifyEmail,
      course: courses.title,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.courseId, announcement.courseId), eq(users.status, 'active')));
  const path = `/student/courses/${announcement.courseId}`;
  const summary = preview(announcement);
  await notifyUsers(
    tx,
    students.map((student) => {
      const language = readerLanguage(student.language);
      return {
        userId: student.id,
        kind: 'announcement' as const,
        title: translate(language, /*i18n*/ 'New announcement in {course}', { course: student.course }),
        body: summary,
        link: path,
        announcementId: announcement.id,
      };
    }),
  );
  await enqueueEmails(
    tx,
    students
      .filter((student) => student.notifyEmail)
      .map((student) => {
        const language = readerLanguage(student.language);
        return {
          to: student.email,
          subject: translate(language, /*i18n*/ 'New announcement in {course}: {summary}', {
            course: student.course,
            summary,
          }),
          text: [
            translate(language, /*i18n*/ 'Hi {name},', { name: student.name }),
            '',
            translate(language, /*i18n*/ 'Your teacher posted an announcement in {course}:', {
              course: student.course,
            }),
            '',
            ...(announcement.title === '' ? [] : [announcement.title, '']),
            announcement.body,
            '',
            translate(language, /*i18n*/ 'Read it on Tutorium: {link}', { link: `${ctx.config.publicUrl}${path}` }),
            '',
            translate(language, /*i18n*/ 'You can turn these emails off in Settings.'),
          ].join('\n'),
        };
      }),
  );
}

/**
 * Publishes the scheduled announcements whose time has come: each is claimed by setting `notified_at`
 * in the statement that finds it (`notified_at is null`), and its students are told in the same
 * transaction, so however many instances run this at once, they hear of it once.
 */
export async function publishDueAnnouncements(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // A second instance's update waits for this one's row locks, then finds notified_at set and skips the row.
    const published = await tx
      .update(announcements)
      .set({ notifiedAt: now })
      .where(and(isNull(announcements.notifiedAt), lte(announcements.publishAt, now)))
      .returning();
    for (const announcement of published) await announceToStudents(tx, ctx, announcement);
    return published.length;
  });
}

/**
 * Looks for due scheduled announcements as often as for class reminders (REMINDER_CHECK_SECONDS);
 * safe to run in every instance. The returned stop waits for a check in progress.
 */
export function startAnnouncementPublishing(ctx: AppContext): Promise<() => Promise<void>> {
  return startRecurringCheck(
    ctx,
    publishDueAnnouncements,
    ctx.config.reminderCheckMs,
    'publishing scheduled announcements failed',
  );
}
