import { sql } from 'drizzle-orm';
import { classReminders, courses, enrolments, liveClasses, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import { notifyUsers } from '../../platform/notifications';
import { enqueueEmails } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import { describeMoment } from '../../platform/time-zone';

/** Students hear about a class this long before it starts. */
const REMINDER_LEAD_MINUTES = 60;

interface ClaimedReminder {
  student_id: string;
  notify_email: boolean;
  email: string;
  name: string;
  time_zone: string | null;
  language: string | null;
  title: string;
  course: string;
  starts_at: string | Date;
}

/**
 * Reminds every active, enrolled student whose class starts within the next hour, once: an in-app
 * notification always, and an email too when they keep email reminders on, its time in their zone.
 * Each (class, student) pair is claimed by inserting it into class_reminders in the same statement that
 * finds it, and its reminders are written in the same transaction, so however many server instances run
 * this at once, each student is reminded once per class, and a claim is never left without its reminders.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const horizon = new Date(now.getTime() + REMINDER_LEAD_MINUTES * 60_000);
  return ctx.db.transaction(async (tx) => {
    // Both drivers answer a raw statement with { rows }; the generic database type cannot know the row shape.
    const result = (await tx.execute(sql`
      with due as (
        select ${liveClasses.id} as live_class_id, ${enrolments.studentId} as student_id
        from ${liveClasses}
        inner join ${enrolments} on ${enrolments.courseId} = ${liveClasses.courseId}
        inner join ${users} on ${users.id} = ${enrolments.studentId}
        where ${liveClasses.startsAt} > ${now} and ${liveClasses.startsAt} <= ${horizon}
          and ${users.status} = 'active'
      ),
      claimed as (
        insert into ${classReminders} (live_class_id, student_id)
        select live_class_id, student_id from due
        on conflict do nothing
        returning live_class_id, student_id
      )
      select claimed.student_id, u.notify_email, u.email, u.name, u.time_zone, u.language, lc.title, c.title as course, lc.starts_at
      from claimed
      inner join ${users} u on u.id = claimed.student_id
      inner join ${liveClasses} lc on lc.id = claimed.live_class_id
      inner join ${courses} c on c.id = lc.course_id
    `)) as unknown as { rows: ClaimedReminder[] };
    const minutesUntil = (reminder: ClaimedReminder) =>
      Math.max(1, Math.round((new Date(reminder.starts_at).getTime() - now.getTime()) / 60_000));
    const startOf = (reminder: ClaimedReminder) =>
      describeMoment(
        new Date(reminder.starts_at),
        reminder.time_zone ?? ctx.config.timeZone,
        readerLanguage(reminder.language),
      );
    await notifyUsers(
      tx,
      result.rows.map((reminder) => {
        const language = readerLanguage(reminder.language);
        return {
          userId: reminder.student_id,
          kind: 'class_starting' as const,
          title: translate(language, /*i18n*/ '{title} starts in {minutes} minutes', {
            title: reminder.title,
            minutes: minutesUntil(reminder),
          }),
          body: translate(
            language,
            /*i18n*/ 'Your live class for {course} starts at {start}. Join it from Live Classes so your attendance is recorded.',
            { course: reminder.course, start: startOf(reminder) },
          ),
          link: '/student/live-classes',
        };
      }),
    );
    await enqueueEmails(
      tx,
      result.rows
        .filter((reminder) => reminder.notify_email)
        .map((reminder) => {
          const language = readerLanguage(reminder.language);
          const minutes = minutesUntil(reminder);
          return {
            to: reminder.email,
            subject: translate(language, /*i18n*/ 'Reminder: {title} starts in {minutes} minutes', {
              title: reminder.title,
              minutes,
            }),
            text: [
              translate(language, /*i18n*/ 'Hi {name},', { name: reminder.name }),
              '',
              translate(
                language,
                /*i18n*/ 'Your live class "{title}" ({course}) starts in {minutes} minutes, at {start}.',
                { title: reminder.title, course: reminder.course, minutes, start: startOf(reminder) },
              ),
              translate(language, /*i18n*/ 'Join it from Tutorium so your attendance is recorded: {link}', {
                link: `${ctx.config.publicUrl}/student/live-classes`,
              }),
              '',
              translate(language, /*i18n*/ 'You can turn these reminders off in Settings.'),
            ].join('\n'),
          };
        }),
    );
    return result.rows.length;
  });
}
