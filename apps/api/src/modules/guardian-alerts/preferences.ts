import type { GuardianPreferences } from '@tutorium/contract/guardians';
import { eq } from 'drizzle-orm';
import { guardianPreferences } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';

type PreferencesAnswer = GuardianPreferences & { weeklySummaryDay: number };

const withSummaryDay = (ctx: AppContext, choices: GuardianPreferences): PreferencesAnswer => ({
  absences: choices.absences,
  atRisk: choices.atRisk,
  weeklySummary: choices.weeklySummary,
  weeklySummaryDay: ctx.config.guardianAlerts.summaryDay,
});

/**
 * The signed-in user's choice of guardian emails (no row: every kind), with the day the institute sends
 * the weekly summary. Anyone signed in may have them: a teacher or a student can be a guardian too.
 */
export async function readPreferences(ctx: AppContext, user: AuthUser): Promise<PreferencesAnswer> {
  const [row] = await ctx.db.select().from(guardianPreferences).where(eq(guardianPreferences.guardianId, user.id));
  return withSummaryDay(ctx, row ?? { absences: true, atRisk: true, weeklySummary: true });
}

/** Saves every choice at once, in one statement (a first save inserts the row). */
export async function savePreferences(
  ctx: AppContext,
  user: AuthUser,
  choices: GuardianPreferences,
): Promise<PreferencesAnswer> {
  const values = { absences: choices.absences, atRisk: choices.atRisk, weeklySummary: choices.weeklySummary };
  const [row] = await ctx.db
    .insert(guardianPreferences)
    .values({ guardianId: user.id, ...values })
    .onConflictDoUpdate({ target: guardianPreferences.guardianId, set: values })
    .returning();
  if (!row) throw new Error('the preferences were neither inserted nor updated');
  return withSummaryDay(ctx, row);
}
