import type { AppContext } from '../../platform/context';
import { startRecurringCheck } from '../../platform/recurring-check';
import { sendWeeklyAtRiskDigests } from './at-risk-digest';

/** How often each instance looks whether the week's digest is due; the claim table makes it send once. */
const CHECK_MS = 10 * 60_000;

/**
 * Runs the weekly at-risk digest check at start and every ten minutes; safe in every server instance
 * at once. The returned stop waits for a check in progress, so shutdown can close the database after it.
 * Resolves once the first check is done, so start-up can report what it sent.
 */
export function startAtRiskDigests(ctx: AppContext): Promise<() => Promise<void>> {
  return startRecurringCheck(ctx, sendWeeklyAtRiskDigests, CHECK_MS, 'weekly at-risk digests failed');
}
