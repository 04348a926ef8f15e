import type { AppContext } from './context';

/**
 * Runs `check` at start and then every `everyMs`; a failure is logged as `failureMessage` and the
 * next round still runs. The returned stop waits for a check in progress, so shutdown can close the
 * database after it. Resolves once the first check is done, so start-up can report what it did.
 */
export async function startRecurringCheck(
  ctx: AppContext,
  check: (ctx: AppContext) => Promise<unknown>,
  everyMs: number,
  failureMessage: string,
): Promise<() => Promise<void>> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = check(ctx).catch((error: unknown) => ctx.log.error({ err: error }, failureMessage));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  await running;
  return async () => {
    clearInterval(timer);
    await running;
  };
}
