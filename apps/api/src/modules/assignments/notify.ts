import type { NotificationKind } from '@tutorium/contract/notifications';
import { screenPaths } from '@tutorium/contract/screen-paths';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentReminders, assignmentSubmissions, assignments, courses, enrolments, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import { notifyUsers } from '../../platform/notifications';
import { enqueueEmails } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import { startRecurringCheck } from '../../platform/recurring-check';
import { describeMoment } from '../../platform/time-zone';
import type { AssignmentRow, SubmissionRow } from './rules';
import { removeUnsubmittedFiles } from './submissions';

interface Reader {
  id: string;
  name: string;
  email: string;
  language: string | null;
  timeZone: string | null;
  notifyEmail: boolean;
  course: string;
}

const readerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  language: users.language,
  timeZone: users.timeZone,
  notifyEmail: users.notifyEmail,
  course: courses.title,
};

/** Where a student reads the assignment, hands it in and sees the grade: its screen in the student portal. */
const linkOf = (assignment: Pick<AssignmentRow, 'id'>) =>
  screenPaths['student.assignment'].replace(':id', encodeURIComponent(assignment.id));

/** The texts of each notification: title and one-line body, written in the reader's language. */
const texts = {
  assignment_new: {
    title: /*i18n*/ 'New assignment in {course}',
    body: /*i18n*/ '{title}, due {due}',
    intro: /*i18n*/ 'Your teacher set an assignment in {course}:',
  },
  assignment_due: {
    title: /*i18n*/ 'Assignment due in 24 hours',
    body: /*i18n*/ '{title} ({course}) is due {due}',
    intro: /*i18n*/ 'An assignment in {course} is due within 24 hours and you have not handed it in:',
  },
  assignment_graded: {
    title: /*i18n*/ 'Assignment graded in {course}',
    body: /*i18n*/ '{title}: your grade is ready',
    intro: /*i18n*/ 'Your teacher released your grade for an assignment in {course}:',
  },
  assignment_returned: {
    title: /*i18n*/ 'Assignment returned for rework in {course}',
    body: /*i18n*/ "{title}: see your teacher's note and hand it in again",
    intro: /*i18n*/ 'Your teacher returned your work on an assignment in {course} for rework:',
  },
} as const satisfies Partial<Record<NotificationKind, { title: string; body: string; intro: string }>>;

/**
 * Tells each reader about the assignment, in the caller's transaction: an in-app notification always,
 * an email too for those who keep emails on (Settings), each in the reader's language, the due time in
 * the reader's zone. The notification goes with the assignment if it is deleted.
 */
async function tell(
  tx: Database,
  ctx: AppContext,
  kind: keyof typeof texts,
  assignment: AssignmentRow,
  readers: readonly Reader[],
): Promise<void> {
  const words = texts[kind];
  const path = linkOf(assignment);
  const written = readers.map((reader) => {
    const language = readerLanguage(reader.language);
    const values = {
      course: reader.course,
      title: assignment.title,
      due: describeMoment(assignment.dueAt, reader.timeZone ?? ctx.config.timeZone, language),
    };
    return {
      reader,
      language,
      title: translate(language, words.title, values),
      body: translate(language, words.body, values),
      intro: translate(language, words.intro, values),
    };
  });
  await notifyUsers(
    tx,
    written.map(({ reader, title, body }) => ({
      userId: reader.id,
      kind,
      title,
      body,
      link: path,
      assignmentId: assignment.id,
    })),
  );
  await enqueueEmails(
    tx,
    written
      .filter(({ reader }) => reader.notifyEmail)
      .map(({ reader, language, title, body, intro }) => ({
        to: reader.email,
        subject: title,
        text: [
          translate(language, /*i18n*/ 'Hi {name},', { name: reader.name }),
          '',
          intro,
          '',
          body,
          '',
          translate(language, /*i18n*/ 'Open it on Tutorium: {link}', { link: `${ctx.config.publicUrl}${path}` }),
          '',
          translate(language, /*i18n*/ 'You can turn these emails off in Settings.'),
        ].join('\n'),
      })),
  );
}

/** Tells every active student enrolled in the assignment's course that it was set (docs/product.md, "Assignments"). */
export async function announceAssignment(tx: Database, ctx: AppContext, assignment: AssignmentRow): Promise<void> {
  const students = await tx
    .select(readerColumns)
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.courseId, assignment.courseId), eq(users.status, 'active')));
  await tell(tx, ctx, 'assignment_new', assignment, students);
}

/** Tells the students of the given submissions that their grade is out (`assignment_graded`) or their work came back (`assignment_returned`). */
export async function tellStudents(
  tx: Database,
  ctx: AppContext,
  kind: 'assignment_graded' | 'assignment_returned',
  assignment: AssignmentRow,
  submissions: readonly Pick<SubmissionRow, 'studentId'>[],
): Promise<void> {
  if (submissions.length === 0) return;
  const students = await tx
    .select(readerColumns)
    .from(users)
    .innerJoin(courses, eq(courses.id, assignment.courseId))
    .where(
      and(
        inArray(
          users.id,
          submissions.map((row) => row.studentId),
        ),
        eq(users.status, 'active'),
      ),
    );
  await tell(tx, ctx, kind, assignment, students);
}

/**
 * The "due in 24 hours" reminder, by the database's clock: every active enrolled student who has not
 * handed in (or whose work was returned) an assignment due within the next 24 hours. Each (assignment,
 * student) is claimed by inserting its row into assignment_reminders, whose primary key lets one insert
 * win, in the transaction that tells the student; so however many instances run this at once, a student
 * hears once per assignment. Returns how many students were reminded.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(assignmentReminders)
      .select(
        tx
          .select({
            assignmentId: assignments.id,
            studentId: enrolments.studentId,
            sentAt: sql<Date>`now()`.as('sent_at'),
          })
          .from(assignments)
          .innerJoin(enrolments, eq(enrolments.courseId, assignments.courseId))
          .innerJoin(users, eq(users.id, enrolments.studentId))
          .leftJoin(
            assignmentSubmissions,
            and(
              eq(assignmentSubmissions.assignmentId, assignments.id),
              eq(assignmentSubmissions.studentId, enrolments.studentId),
              isNull(assignmentSubmissions.returnedAt),
            ),
          )
          .where(
            and(
              sql`${assignments.dueAt} > now()`,
              sql`${assignments.dueAt} <= now() + interval '24 hours'`,
              eq(users.status, 'active'),
              isNull(assignmentSubmissions.id),
            ),
          ),
      )
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return 0;
    const due = await tx
      .select()
      .from(assignments)
      .where(
        inArray(
          assignments.id,
          claimed.map((row) => row.assignmentId),
        ),
      );
    for (const assignment of due) {
      const studentIds = claimed.filter((row) => row.assignmentId === assignment.id).map((row) => row.studentId);
      const students = await tx
        .select(readerColumns)
        .from(users)
        .innerJoin(courses, eq(courses.id, assignment.courseId))
        .where(inArray(users.id, studentIds));
      await tell(tx, ctx, 'assignment_due', assignment, students);
    }
    return claimed.length;
  });
}

/** The assignments' recurring work: due reminders, and removing uploads never handed in. */
async function assignmentChecks(ctx: AppContext): Promise<void> {
  await sendDueReminders(ctx);
  await removeUnsubmittedFiles(ctx);
}

/**
 * Looks for assignments due within a day as often as for class reminders (REMINDER_CHECK_SECONDS);
 * safe to run in every instance. The returned stop waits for a check in progress.
 */
export function startAssignmentChecks(ctx: AppContext): Promise<() => Promise<void>> {
  return startRecurringCheck(ctx, assignmentChecks, ctx.config.reminderCheckMs, 'the assignments check failed');
}
