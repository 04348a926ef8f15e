import type { AppContext } from '../../platform/context';
import { sendDueReminders } from './reminders';

const CHECK_EVERY_MS = 60_000;

/** Looks for due class reminders every minute; safe to run in every server instance at once. */
export function startReminders(ctx: AppContext): () => void {
  const run = () =>
    sendDueReminders(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'class reminders failed'));
  const timer = setInterval(() => void run(), CHECK_EVERY_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
