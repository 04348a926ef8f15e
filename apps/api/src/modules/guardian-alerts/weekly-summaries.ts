import { attendancePercentage } from '@tutorium/contract/attendance';
import type { Language } from '@tutorium/contract/languages';
import { and, asc, between, eq, exists, gte, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  assignmentSubmissions,
  assignments,
  attendanceRecords,
  courses,
  enrolments,
  guardianLinks,
  guardianWeeklySummaries,
  quizAttempts,
  quizzes,
  users,
} from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import type { Mail } from '../../platform/mailer';
import { enqueueEmail } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import { describeMoment } from '../../platform/time-zone';
import { studentGrades } from '../gradebook/public';
import {
  childPageUrl,
  closingLines,
  dayFrom,
  dayText,
  type Guardian,
  institutesClock,
  namesText,
  takesAlert,
} from './alert-mail';
import { type UnsubscribeLinks, unsubscribeLinks } from './unsubscribe-links';

const children = alias(users, 'children');

/** The days a summary looks back over (its own day included) and the time it looks ahead. */
const SUMMARY_DAYS = 7;
const DAY_MS = 86_400_000;

interface Dated {
  title: string;
  course: string;
  at: Date;
}

interface ChildSummary {
  id: string;
  name: string;
  attendance: { present: number; late: number; absent: number; excused: number };
  grades: { course: string; percent: number | null; grade: string | null }[];
  homework: Dated[];
  tests: Dated[];
}

/** What the summary says of one child: the week's attendance, each course's grade, and what is due next. */
async function summaryOf(
  tx: Database,
  child: { id: string; name: string },
  week: { from: string; to: string },
  now: Date,
): Promise<ChildSummary> {
  const until = new Date(now.getTime() + SUMMARY_DAYS * DAY_MS);
  const marks = await tx
    .select({ status: attendanceRecords.status, count: sql<number>`count(*)::int` })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.studentId, child.id),
        between(attendanceRecords.date, week.from, week.to),
        eq(attendanceRecords.counted, true),
      ),
    )
    .groupBy(attendanceRecords.status);
  const countOf = (status: string) => marks.find((mark) => mark.status === status)?.count ?? 0;
  const enrolled = await tx
    .select({ id: courses.id, title: courses.title })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.studentId, child.id), eq(courses.status, 'active')))
    .orderBy(asc(courses.title), asc(courses.id));
  const grades = new Map(
    (
      await studentGrades(
        tx,
        child.id,
        enrolled.map((course) => course.id),
      )
    ).map((row) => [row.courseId, row]),
  );
  const homework = await tx
    .select({ title: assignments.title, course: courses.title, at: assignments.dueAt })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .innerJoin(enrolments, and(eq(enrolments.courseId, assignments.courseId), eq(enrolments.studentId, child.id)))
    .leftJoin(
      assignmentSubmissions,
      and(eq(assignmentSubmissions.assignmentId, assignments.id), eq(assignmentSubmissions.studentId, child.id)),
    )
    // Not handed in, or returned for rework: what the student's own list of due work shows.
    .where(
      and(
        gte(assignments.dueAt, now),
        lt(assignments.dueAt, until),
        or(isNull(assignmentSubmissions.id), isNotNull(assignmentSubmissions.returnedAt)),
      ),
    )
    .orderBy(asc(assignments.dueAt), asc(assignments.title));
  const tests = await tx
    .select({ title: quizzes.title, course: courses.title, at: quizzes.closesAt })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .innerJoin(enrolments, and(eq(enrolments.courseId, quizzes.courseId), eq(enrolments.studentId, child.id)))
    .where(
      and(
        gte(quizzes.closesAt, now),
        lt(quizzes.closesAt, until),
        // A test the child has already handed in is done, whatever attempts it still allows.
        not(
          exists(
            tx
              .select({ one: sql`1` })
              .from(quizAttempts)
              .where(
                and(
                  eq(quizAttempts.quizId, quizzes.id),
                  eq(quizAttempts.studentId, child.id),
                  isNotNull(quizAttempts.submittedAt),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(quizzes.closesAt), asc(quizzes.title));
  return {
    ...child,
    attendance: {
      present: countOf('present'),
      late: countOf('late'),
      absent: countOf('absent'),
      excused: countOf('excused'),
    },
    grades: enrolled.map((course) => ({
      course: course.title,
      percent: grades.get(course.id)?.percent ?? null,
      grade: grades.get(course.id)?.grade ?? null,
    })),
    homework,
    tests,
  };
}

/** One child's part of the email. */
function childLines(ctx: AppContext, language: Language, zone: string, summary: ChildSummary): string[] {
  const { present, late, absent, excused } = summary.attendance;
  const total = present + late + absent + excused;
  const dated = (items: Dated[], none: string, line: string) =>
    items.length === 0
      ? [translate(language, none)]
      : items.map(
          (item) =>
            `- ${translate(language, line, { title: item.title, course: item.course, at: describeMoment(item.at, zone, language) })}`,
        );
  return [
    summary.name,
    total === 0
      ? translate(language, /*i18n*/ 'Attendance in the last 7 days: no classes marked.')
      : translate(
          language,
          /*i18n*/ 'Attendance in the last 7 days: {percentage}% ({present} present, {late} late, {absent} absent, {excused} excused).',
          // As every attendance rate counts it: late and excused are not present.
          { percentage: attendancePercentage(present, total) ?? 0, present, late, absent, excused },
        ),
    translate(language, /*i18n*/ 'Course grades:'),
    ...(summary.grades.length === 0
      ? [translate(language, /*i18n*/ 'No active courses.')]
      : summary.grades.map(
          (row) =>
            `- ${
              row.percent === null
                ? translate(language, /*i18n*/ '{course}: no grade yet', { course: row.course })
                : translate(language, /*i18n*/ '{course}: {percent}% ({grade})', {
                    course: row.course,
                    percent: row.percent,
                    grade: row.grade ?? '',
                  })
            }`,
        )),
    translate(language, /*i18n*/ 'Homework due in the next 7 days:'),
    ...dated(summary.homework, /*i18n*/ 'Nothing due.', /*i18n*/ '{title} ({course}), due {at}'),
    translate(language, /*i18n*/ 'Tests closing in the next 7 days:'),
    ...dated(summary.tests, /*i18n*/ 'No tests.', /*i18n*/ '{title} ({course}), closes {at}'),
    translate(language, /*i18n*/ "{name}'s page: {link}", { name: summary.name, link: childPageUrl(ctx, summary.id) }),
  ];
}

function summaryMail(
  ctx: AppContext,
  links: UnsubscribeLinks,
  guardian: Guardian & { timeZone: string | null },
  date: string,
  summaries: ChildSummary[],
): Mail {
  const language = readerLanguage(guardian.language);
  const zone = guardian.timeZone ?? ctx.config.timeZone;
  return {
    to: guardian.email,
    subject: translate(language, /*i18n*/ 'Weekly summary, {date}: {names}', {
      date: dayText(language, date),
      names: namesText(
        language,
        summaries.map((summary) => summary.name),
      ),
    }),
    text: [
      translate(language, /*i18n*/ 'Hi {name},', { name: guardian.name }),
      '',
      translate(
        language,
        /*i18n*/ 'Here is the week of the {count, plural, one {child} other {children}} you follow:',
        {
          count: summaries.length,
        },
      ),
      '',
      ...summaries.flatMap((summary, index) => [
        ...(index > 0 ? [''] : []),
        ...childLines(ctx, language, zone, summary),
      ]),
      ...closingLines(ctx, links, guardian, language, 'weekly_summary'),
    ].join('\n'),
  };
}

/** Whether this week's summary time (GUARDIAN_SUMMARY_DAY from GUARDIAN_SUMMARY_HOUR, TIME_ZONE) has come. */
function summaryDue(ctx: AppContext, clock: { weekday: number; hour: number }): boolean {
  const { summaryDay, summaryHour } = ctx.config.guardianAlerts;
  return clock.weekday > summaryDay || (clock.weekday === summaryDay && clock.hour >= summaryHour);
}

/**
 * Once the week's summary time has come (as the teachers' at-risk digest, a later day of the same ISO
 * week catches up a missed one), gives each guardian who takes the weekly summary one email about every
 * child they follow: the last 7 days' attendance, each active course's grade, and homework and tests due
 * in the next 7 days. Each guardian is handled in a transaction that reads whom they follow and inserts
 * the (guardian, ISO week) claim: a second instance waits on its key and then finds it taken. Returns
 * how many were sent.
 */
export async function sendWeeklySummaries(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const clock = institutesClock(ctx, now);
  if (!summaryDue(ctx, clock)) return 0;
  const guardians = await ctx.db
    .selectDistinct({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      timeZone: users.timeZone,
    })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(
      and(
        eq(guardianLinks.state, 'active'),
        eq(users.status, 'active'),
        takesAlert('weekly_summary', guardianLinks.guardianId),
        not(
          exists(
            ctx.db
              .select({ one: sql`1` })
              .from(guardianWeeklySummaries)
              .where(
                and(eq(guardianWeeklySummaries.guardianId, users.id), eq(guardianWeeklySummaries.isoWeek, clock.week)),
              ),
          ),
        ),
      ),
    );
  if (guardians.length === 0) return 0;
  const links = await unsubscribeLinks(ctx);
  const week = { from: dayFrom(clock.date, 1 - SUMMARY_DAYS), to: clock.date };
  let sent = 0;
  for (const guardian of guardians) {
    const told = await ctx.db.transaction(async (tx) => {
      const followed = await tx
        .select({ id: children.id, name: children.name })
        .from(guardianLinks)
        .innerJoin(children, eq(children.id, guardianLinks.studentId))
        .where(
          and(
            eq(guardianLinks.guardianId, guardian.id),
            eq(guardianLinks.state, 'active'),
            takesAlert('weekly_summary', guardianLinks.guardianId),
          ),
        )
        .orderBy(asc(children.name), asc(children.id));
      if (followed.length === 0) return false;
      const claimed = await tx
        .insert(guardianWeeklySummaries)
        .values({ guardianId: guardian.id, isoWeek: clock.week })
        .onConflictDoNothing()
        .returning({ guardianId: guardianWeeklySummaries.guardianId });
      if (claimed.length === 0) return false;
      const summaries: ChildSummary[] = [];
      for (const child of followed) summaries.push(await summaryOf(tx, child, week, now));
      await enqueueEmail(tx, summaryMail(ctx, links, guardian, clock.date, summaries));
      return true;
    });
    if (told) sent += 1;
  }
  return sent;
}
