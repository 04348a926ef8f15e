import { AT_RISK_EMAIL_ROWS, type AtRiskRow, atRiskMessages } from '@tutorium/contract/at-risk';
import type { Language } from '@tutorium/contract/languages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import type { Mail } from '../../platform/mailer';
import { enqueueEmail } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import { type AtRiskPage, type AtRiskScope, atRiskStudents } from './at-risk';
import { scopeOf } from './at-risk-page';

/** The path of the at-risk list in the teacher portal, for notifications and emails. */
export const AT_RISK_SCREEN_PATH = '/admin/at-risk';

type AtRiskReasons = Pick<AtRiskRow, 'attendance' | 'missedInARow' | 'thresholds' | 'reasons'>;

/**
 * Why a student is listed, in `language`: the same phrases the at-risk screen shows
 * (apps/web/src/features/dashboard/components/at-risk-table.tsx), for an email in its recipient's
 * language (the teachers' lists here, and the guardians' at-risk emails).
 */
export function atRiskReasonsText(language: Language, row: AtRiskReasons): string {
  const parts: string[] = [];
  if (row.reasons.includes('low_attendance'))
    parts.push(
      translate(
        language,
        /*i18n*/ '{percentage}% attendance over the last 4 weeks, {present} of {total, plural, one {# class} other {# classes}} present (below {threshold}%)',
        {
          percentage: row.attendance.percentage ?? 0,
          present: row.attendance.present,
          total: row.attendance.total,
          threshold: row.thresholds.belowPercent,
        },
      ),
    );
  if (row.reasons.includes('missed_in_a_row'))
    parts.push(
      translate(language, /*i18n*/ 'missed the last {count, plural, one {# class} other {# classes}} in a row', {
        count: row.missedInARow,
      }),
    );
  return parts.join('; ');
}

/** The list as an email in its recipient's language: one line per student with the reasons and a link to their record. */
export function atRiskMail(
  ctx: AppContext,
  to: { name: string; email: string; language: string | null },
  list: AtRiskPage,
  subject: (language: Language) => string,
): Mail {
  const language = readerLanguage(to.language);
  const lines = list.rows.map(
    (row: AtRiskRow) =>
      `- ${row.student.name} (${row.student.email}), ${row.course.title}: ${atRiskReasonsText(language, row)}\n  ${ctx.config.publicUrl}${row.link}`,
  );
  const more = list.total - list.rows.length;
  const screen = `${ctx.config.publicUrl}${AT_RISK_SCREEN_PATH}`;
  return {
    to: to.email,
    subject: subject(language),
    text: [
      translate(language, /*i18n*/ 'Hi {name},', { name: to.name }),
      '',
      translate(
        language,
        /*i18n*/ '{count, plural, one {# student is} other {# students are}} at risk in your courses (attendance since {since}, or classes missed in a row):',
        { count: list.total, since: list.since },
      ),
      '',
      ...lines,
      ...(more > 0
        ? ['', translate(language, /*i18n*/ '…and {count} more: {link}', { count: more, link: screen })]
        : []),
      '',
      translate(language, /*i18n*/ 'See the list any time: {link}', { link: screen }),
      translate(language, /*i18n*/ 'Each course sets its own thresholds in its settings.'),
    ].join('\n'),
  };
}

/** The first AT_RISK_EMAIL_ROWS at-risk students of a scope, with how many there are in all. */
export const atRiskForEmail = (db: Database, scope: AtRiskScope, now: Date) =>
  atRiskStudents(db, scope, now, { limit: AT_RISK_EMAIL_ROWS, offset: 0 });

/**
 * "Email me this list": counted against the account (and the IP) by the app's rate limiter first, then
 * the list is read and its email queued in one transaction. Nobody at risk: nothing is sent.
 */
export async function emailAtRiskList(
  ctx: AppContext,
  user: AuthUser,
  ip: string,
): Promise<{ message: string; students: number; emailed: boolean }> {
  await ctx.limiter.consume('at-risk-email', ip, user.id);
  return ctx.db.transaction(async (tx) => {
    const list = await atRiskForEmail(tx, scopeOf(user), ctx.now());
    if (list.total === 0) return { message: atRiskMessages.nobody, students: 0, emailed: false };
    const [me] = await tx
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, user.id));
    if (!me) throw new Error('the signed-in user has no row');
    const subject = (language: Language) =>
      translate(language, /*i18n*/ 'At-risk students: {count}', { count: list.total });
    await enqueueEmail(tx, atRiskMail(ctx, me, list, subject));
    return { message: atRiskMessages.emailed(list.total), students: list.total, emailed: true };
  });
}
