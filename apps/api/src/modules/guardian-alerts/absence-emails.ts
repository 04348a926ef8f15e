import { and, asc, eq, notExists, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { attendanceRecords, courses, guardianAbsenceNotices, guardianLinks, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import type { Mail } from '../../platform/mailer';
import { enqueueEmail } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import {
  childPageUrl,
  closingLines,
  dayText,
  type Guardian,
  institutesClock,
  namesText,
  takesAlert,
} from './alert-mail';
import { type UnsubscribeLinks, unsubscribeLinks } from './unsubscribe-links';

const children = alias(users, 'children');

/**
 * An absence as counted everywhere (dated since the enrolment) of a child the link's guardian follows,
 * marked today in the institute's zone (dated today, or written today whatever its date), that this
 * guardian has not been told of.
 */
const untoldAbsence = (today: string, timeZone: string) =>
  and(
    eq(attendanceRecords.studentId, guardianLinks.studentId),
    eq(attendanceRecords.status, 'absent'),
    eq(attendanceRecords.counted, true),
    or(
      eq(attendanceRecords.date, today),
      and(
        sql`${attendanceRecords.updatedAt} >= (${today}::date::timestamp at time zone ${timeZone})`,
        sql`${attendanceRecords.updatedAt} < ((${today}::date + 1)::timestamp at time zone ${timeZone})`,
      ),
    ),
    notExists(
      sql`(select 1 from ${guardianAbsenceNotices} where ${guardianAbsenceNotices.guardianId} = ${guardianLinks.guardianId} and ${guardianAbsenceNotices.attendanceId} = ${attendanceRecords.id})`,
    ),
  );

interface Absence {
  id: string;
  childId: string;
  child: string;
  course: string;
  date: string;
}

/** The untold absences marked today of every child the guardian follows (an active link), when they take absence emails. */
function absencesFor(tx: Database, guardianId: string, today: string, timeZone: string): Promise<Absence[]> {
  return tx
    .select({
      id: attendanceRecords.id,
      childId: children.id,
      child: children.name,
      course: courses.title,
      date: attendanceRecords.date,
    })
    .from(guardianLinks)
    .innerJoin(children, eq(children.id, guardianLinks.studentId))
    .innerJoin(attendanceRecords, untoldAbsence(today, timeZone))
    .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
    .where(
      and(
        eq(guardianLinks.guardianId, guardianId),
        eq(guardianLinks.state, 'active'),
        takesAlert('absences', guardianLinks.guardianId),
      ),
    )
    .orderBy(asc(children.name), asc(children.id), asc(attendanceRecords.date), asc(courses.title));
}

/**
 * One email listing the absences, with each child's page in the guardian portal, in the guardian's
 * language. The day's first email lists every absence marked so far; a follow-up (`followUp`: the
 * guardian was told of others today) only those marked since.
 */
function absenceMail(
  ctx: AppContext,
  links: UnsubscribeLinks,
  guardian: Guardian,
  today: string,
  absences: Absence[],
  followUp: boolean,
): Mail {
  const language = readerLanguage(guardian.language);
  const childIds = [...new Set(absences.map((absence) => absence.childId))];
  const nameOf = new Map(absences.map((absence) => [absence.childId, absence.child]));
  const names = namesText(
    language,
    childIds.map((id) => nameOf.get(id) ?? ''),
  );
  const day = dayText(language, today);
  const subject = followUp
    ? /*i18n*/ 'More absences marked on {date}: {names}'
    : absences.every((absence) => absence.date === today)
      ? /*i18n*/ 'Absent on {date}: {names}'
      : /*i18n*/ 'Absences marked on {date}: {names}';
  const intro = followUp
    ? /*i18n*/ '{count, plural, one {# more absence was} other {# more absences were}} marked on {date} since the last email:'
    : /*i18n*/ '{count, plural, one {# absence was} other {# absences were}} marked on {date}:';
  return {
    to: guardian.email,
    subject: translate(language, subject, { date: day, names }),
    text: [
      translate(language, /*i18n*/ 'Hi {name},', { name: guardian.name }),
      '',
      translate(language, intro, { count: absences.length, date: day }),
      '',
      ...absences.map((absence) => `- ${absence.child}, ${absence.course}, ${dayText(language, absence.date)}`),
      '',
      ...childIds.map((id) =>
        translate(language, /*i18n*/ "{name}'s page: {link}", {
          name: nameOf.get(id) ?? '',
          link: childPageUrl(ctx, id),
        }),
      ),
      ...closingLines(ctx, links, guardian, language, 'absences'),
    ].join('\n'),
  };
}

/**
 * Once the institute's day has reached GUARDIAN_ABSENCE_EMAIL_HOUR (TIME_ZONE), gives each guardian who
 * takes absence emails one email listing the absences marked today (dated today, or written today for
 * an earlier date) of every child they follow that they have not been told of: at the hour, the day's
 * absences so far; at each later check that day, a follow-up listing only those marked since. Each
 * guardian is handled in a transaction that reads the untold absences and inserts a (guardian, absence)
 * claim for each, in id order, and emails only those it claimed: a second instance running at once waits
 * on the claims' keys and then finds them taken, so no absence reaches a guardian twice however many
 * instances run this. A guardian with nothing new needs no claim and hears nothing. Returns how many
 * guardians were emailed.
 */
export async function sendAbsenceEmails(ctx: AppContext): Promise<number> {
  const clock = institutesClock(ctx, ctx.now());
  if (clock.hour < ctx.config.guardianAlerts.absenceHour) return 0;
  const today = clock.date;
  const zone = ctx.config.timeZone;
  const guardians = await ctx.db
    .selectDistinct({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .innerJoin(attendanceRecords, untoldAbsence(today, zone))
    .where(
      and(
        eq(guardianLinks.state, 'active'),
        eq(users.status, 'active'),
        takesAlert('absences', guardianLinks.guardianId),
      ),
    );
  if (guardians.length === 0) return 0;
  const links = await unsubscribeLinks(ctx);
  let emailed = 0;
  for (const guardian of guardians) {
    const sent = await ctx.db.transaction(async (tx) => {
      const absences = await absencesFor(tx, guardian.id, today, zone);
      if (absences.length === 0) return false;
      // Claimed in one order by every instance, so two claiming the same absences wait rather than deadlock.
      const ids = absences.map((absence) => absence.id).sort();
      const claimed = await tx
        .insert(guardianAbsenceNotices)
        .values(ids.map((attendanceId) => ({ guardianId: guardian.id, attendanceId, toldOn: today })))
        .onConflictDoNothing()
        .returning({ attendanceId: guardianAbsenceNotices.attendanceId });
      if (claimed.length === 0) return false;
      const mine = new Set(claimed.map((claim) => claim.attendanceId));
      const [toldEarlier] = await tx
        .select({ one: sql`1` })
        .from(guardianAbsenceNotices)
        .where(
          and(
            eq(guardianAbsenceNotices.guardianId, guardian.id),
            eq(guardianAbsenceNotices.toldOn, today),
            notInArray(guardianAbsenceNotices.attendanceId, [...mine]),
          ),
        )
        .limit(1);
      const told = absences.filter((absence) => mine.has(absence.id));
      await enqueueEmail(tx, absenceMail(ctx, links, guardian, today, told, toldEarlier !== undefined));
      return true;
    });
    if (sent) emailed += 1;
  }
  return emailed;
}
