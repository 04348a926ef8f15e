import type { AppContext } from '../../platform/context';
import { sendDueReminders } from './reminders';

/**
 * Looks for due class reminders every REMINDER_CHECK_SECONDS (a minute by default); safe to run in
 * every server instance at once. The returned stop waits for a check in progress, so shutdown can
 * close the database after it.
 * Resolves once the first check is done, so start-up can report what it sent.
 */
export async function startReminders(ctx: AppContext): Promise<() => Promise<void>> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sendDueReminders(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'class reminders failed'));
  };
  const timer = setInterval(run, ctx.config.reminderCheckMs);
  timer.unref();
  run();
  await running;
  return async () => {
    clearInterval(timer);
    await running;
  };
}
