import { AT_RISK_EMAIL_ROWS, type AtRiskRow, atRiskMessages, describeAtRisk } from '@tutorium/contract/at-risk';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import type { Mail } from '../../platform/mailer';
import { enqueueEmail } from '../../platform/outbox';
import { type AtRiskPage, type AtRiskScope, atRiskStudents } from './at-risk';
import { scopeOf } from './at-risk-page';

/** The path of the at-risk list in the teacher portal, for notifications and emails. */
export const AT_RISK_SCREEN_PATH = '/admin/at-risk';

/** The list as an email: one line per student with the reasons and a link to their record. */
export function atRiskMail(
  ctx: AppContext,
  to: { name: string; email: string },
  list: AtRiskPage,
  subject: string,
): Mail {
  const lines = list.rows.map(
    (row: AtRiskRow) =>
      `- ${row.student.name} (${row.student.email}), ${row.course.title}: ${describeAtRisk(row)}\n  ${ctx.config.publicUrl}${row.link}`,
  );
  const more = list.total - list.rows.length;
  return {
    to: to.email,
    subject,
    text: [
      `Hi ${to.name},`,
      '',
      `${list.total} ${list.total === 1 ? 'student is' : 'students are'} at risk in your courses (attendance since ${list.since}, or classes missed in a row):`,
      '',
      ...lines,
      ...(more > 0 ? ['', `…and ${more} more: ${ctx.config.publicUrl}${AT_RISK_SCREEN_PATH}`] : []),
      '',
      `See the list any time: ${ctx.config.publicUrl}${AT_RISK_SCREEN_PATH}`,
      'Each course sets its own thresholds in its settings.',
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
    const [me] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, user.id));
    if (!me) throw new Error('the signed-in user has no row');
    await enqueueEmail(tx, atRiskMail(ctx, me, list, `At-risk students: ${list.total}`));
    return { message: atRiskMessages.emailed(list.total), students: list.total, emailed: true };
  });
}
