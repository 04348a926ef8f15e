import type { AppContext } from '../../platform/context';
import { startRecurringCheck } from '../../platform/recurring-check';
import { sendDueReminders } from './reminders';

/**
 * Looks for due class reminders every REMINDER_CHECK_SECONDS (a minute by default); safe to run in
 * every server instance at once. The returned stop waits for a check in progress, so shutdown can
 * close the database after it.
 * Resolves once the first check is done, so start-up can report what it sent.
 */
export function startReminders(ctx: AppContext): Promise<() => Promise<void>> {
  return startRecurringCheck(ctx, sendDueReminders, ctx.config.reminderCheckMs, 'class reminders failed');
}
