import type { AppContext } from '../../platform/context';
import { startRecurringCheck } from '../../platform/recurring-check';
import { sendAbsenceEmails } from './absence-emails';
import { sendAtRiskChanges } from './at-risk-changes';
import { sendWeeklySummaries } from './weekly-summaries';

/** Attendance is marked a few times a day at most: an hour's delay in hearing of an at-risk change is fine. */
const AT_RISK_CHECK_MS = 60 * 60_000;

/**
 * Runs the guardians' three email checks at start and then on their own intervals; safe in every server
 * instance at once (each claims or locks what it sends). The returned stop waits for every check in
 * progress, so shutdown can close the database after them. Resolves once the first checks are done.
 */
export async function startGuardianAlerts(ctx: AppContext): Promise<() => Promise<void>> {
  const stops = await Promise.all([
    startRecurringCheck(ctx, sendAbsenceEmails, ctx.config.guardianAlerts.checkMs, "guardians' absence emails failed"),
    startRecurringCheck(ctx, sendAtRiskChanges, AT_RISK_CHECK_MS, "guardians' at-risk emails failed"),
    startRecurringCheck(
      ctx,
      sendWeeklySummaries,
      ctx.config.guardianAlerts.checkMs,
      "guardians' weekly summaries failed",
    ),
  ]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
