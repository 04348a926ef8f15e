import { and, asc, eq, exists, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { attendanceRecords, courses, guardianAbsenceEmails, guardianLinks, users } from '../../db/schema';
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

/** An absence as counted everywhere (dated since the enrolment), on `date`, of a child the link's guardian follows. */
const absentOn = (date: string) =>
  and(
    eq(attendanceRecords.studentId, guardianLinks.studentId),
    eq(attendanceRecords.date, date),
    eq(attendanceRecords.status, 'absent'),
    eq(attendanceRecords.counted, true),
  );

interface Absence {
  childId: string;
  child: string;
  course: string;
  date: string;
}

/** Today's absences of every child the guardian follows (an active link), when they take absence emails. */
function absencesFor(tx: Database, guardianId: string, date: string): Promise<Absence[]> {
  return tx
    .select({ childId: children.id, child: children.name, course: courses.title, date: attendanceRecords.date })
    .from(guardianLinks)
    .innerJoin(children, eq(children.id, guardianLinks.studentId))
    .innerJoin(attendanceRecords, absentOn(date))
    .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
    .where(
      and(
        eq(guardianLinks.guardianId, guardianId),
        eq(guardianLinks.state, 'active'),
        takesAlert('absences', guardianLinks.guardianId),
      ),
    )
    .orderBy(asc(children.name), asc(children.id), asc(courses.title));
}

/** One email listing every absence, with each child's page in the guardian portal, in the guardian's language. */
function absenceMail(
  ctx: AppContext,
  links: UnsubscribeLinks,
  guardian: Guardian,
  date: string,
  absences: Absence[],
): Mail {
  const language = readerLanguage(guardian.language);
  const childIds = [...new Set(absences.map((absence) => absence.childId))];
  const nameOf = new Map(absences.map((absence) => [absence.childId, absence.child]));
  const names = namesText(
    language,
    childIds.map((id) => nameOf.get(id) ?? ''),
  );
  const day = dayText(language, date);
  return {
    to: guardian.email,
    subject: translate(language, /*i18n*/ 'Absent on {date}: {names}', { date: day, names }),
    text: [
      translate(language, /*i18n*/ 'Hi {name},', { name: guardian.name }),
      '',
      translate(language, /*i18n*/ '{count, plural, one {# absence was} other {# absences were}} marked on {date}:', {
        count: absences.length,
        date: day,
      }),
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
 * takes absence emails one email listing the day's absences of every child they follow. Each guardian
 * is handled in a transaction that reads the absences and inserts the (guardian, date) claim: a second
 * instance running at once waits on the claim's key and then finds it taken, so a guardian hears once
 * a day however many instances run this. A guardian whose children were all present needs no claim and
 * hears nothing. Absences marked after the email went out wait for the guardian portal. Returns how many
 * guardians were emailed.
 */
export async function sendAbsenceEmails(ctx: AppContext): Promise<number> {
  const clock = institutesClock(ctx, ctx.now());
  if (clock.hour < ctx.config.guardianAlerts.absenceHour) return 0;
  const today = clock.date;
  const guardians = await ctx.db
    .selectDistinct({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .innerJoin(attendanceRecords, absentOn(today))
    .where(
      and(
        eq(guardianLinks.state, 'active'),
        eq(users.status, 'active'),
        takesAlert('absences', guardianLinks.guardianId),
        not(
          exists(
            ctx.db
              .select({ one: sql`1` })
              .from(guardianAbsenceEmails)
              .where(and(eq(guardianAbsenceEmails.guardianId, users.id), eq(guardianAbsenceEmails.date, today))),
          ),
        ),
      ),
    );
  if (guardians.length === 0) return 0;
  const links = await unsubscribeLinks(ctx);
  let emailed = 0;
  for (const guardian of guardians) {
    const sent = await ctx.db.transaction(async (tx) => {
      const absences = await absencesFor(tx, guardian.id, today);
      if (absences.length === 0) return false;
      const claimed = await tx
        .insert(guardianAbsenceEmails)
        .values({ guardianId: guardian.id, date: today, absences: absences.length })
        .onConflictDoNothing()
        .returning({ guardianId: guardianAbsenceEmails.guardianId });
      if (claimed.length === 0) return false;
      await enqueueEmail(tx, absenceMail(ctx, links, guardian, today, absences));
      return true;
    });
    if (sent) emailed += 1;
  }
  return emailed;
}
