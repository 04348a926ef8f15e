import type { Language } from '@tutorium/contract/languages';
import { and, eq, exists, not, sql } from 'drizzle-orm';
import { atRiskDigests, courses, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import { notifyUser } from '../../platform/notifications';
import { enqueueEmail } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import { AT_RISK_SCREEN_PATH, atRiskForEmail, atRiskMail } from './at-risk-alerts';

const DAY_MS = 86_400_000;

/** ISO 8601 week of a UTC instant, as "2026-W48", and its weekday (Monday 1 … Sunday 7). */
export function isoWeekOf(now: Date): { week: string; weekday: number } {
  const weekday = now.getUTCDay() === 0 ? 7 : now.getUTCDay();
  // The week belongs to the year of its Thursday.
  const thursday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 4 - weekday));
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { week: `${year}-W${String(week).padStart(2, '0')}`, weekday };
}

/** Whether this week's digest time (AT_RISK_DIGEST_DAY at AT_RISK_DIGEST_HOUR, UTC) has come. */
function digestDue(ctx: AppContext, now: Date): boolean {
  const { weekday } = isoWeekOf(now);
  const { day, hour } = ctx.config.atRiskDigest;
  return weekday > day || (weekday === day && now.getUTCHours() >= hour);
}

/**
 * Once the week's digest time has come, gives each instructor of an active course this week's
 * at-risk list: an in-app notification always, an email when they take emails (users.notify_email).
 * Each teacher is handled in a transaction that reads their list and inserts the (teacher, ISO week)
 * claim: a second instance running at once waits on the claim's key and then finds it taken, so a
 * teacher hears once a week however many instances run this. Teachers with nobody at risk are
 * claimed too, and hear nothing. Returns how many teachers were told.
 */
export async function sendWeeklyAtRiskDigests(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  if (!digestDue(ctx, now)) return 0;
  const { week } = isoWeekOf(now);
  const teachers = await ctx.db
    .selectDistinct({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      notifyEmail: users.notifyEmail,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(
      and(
        eq(courses.status, 'active'),
        eq(users.status, 'active'),
        not(
          exists(
            ctx.db
              .select({ one: sql`1` })
              .from(atRiskDigests)
              .where(and(eq(atRiskDigests.teacherId, users.id), eq(atRiskDigests.isoWeek, week))),
          ),
        ),
      ),
    );
  let told = 0;
  for (const teacher of teachers) {
    const sent = await ctx.db.transaction(async (tx) => {
      const list = await atRiskForEmail(tx, { instructorId: teacher.id }, now);
      const claimed = await tx
        .insert(atRiskDigests)
        .values({ teacherId: teacher.id, isoWeek: week, students: list.total })
        .onConflictDoNothing()
        .returning({ teacherId: atRiskDigests.teacherId });
      if (claimed.length === 0 || list.total === 0) return false;
      const language = readerLanguage(teacher.language);
      const count = { count: list.total };
      await notifyUser(tx, {
        userId: teacher.id,
        kind: 'at_risk_students',
        title: translate(
          language,
          /*i18n*/ '{count, plural, one {# student is} other {# students are}} at risk this week',
          count,
        ),
        body: translate(
          language,
          /*i18n*/ "{count, plural, one {# student is} other {# students are}} below their course's attendance threshold or missing classes in a row.",
          count,
        ),
        link: AT_RISK_SCREEN_PATH,
      });
      if (teacher.notifyEmail) {
        const subject = (mailLanguage: Language) =>
          translate(mailLanguage, /*i18n*/ "This week's at-risk students: {count}", count);
        await enqueueEmail(tx, atRiskMail(ctx, teacher, list, subject));
      }
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}
