import type { AppContext } from '../../platform/context';
import { sendWeeklyAtRiskDigests } from './at-risk-digest';

/** How often each instance looks whether the week's digest is due; the claim table makes it send once. */
const CHECK_MS = 10 * 60_000;

/**
 * Runs the weekly at-risk digest check at start and every ten minutes; safe in every server instance
 * at once. The returned stop waits for a check in progress, so shutdown can close the database after it.
 * Resolves once the first check is done, so start-up can report what it sent.
 */
export async function startAtRiskDigests(ctx: AppContext): Promise<() => Promise<void>> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sendWeeklyAtRiskDigests(ctx).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'weekly at-risk digests failed'),
    );
  };
  const timer = setInterval(run, CHECK_MS);
  timer.unref();
  run();
  await running;
  return async () => {
    clearInterval(timer);
    await running;
  };
}
