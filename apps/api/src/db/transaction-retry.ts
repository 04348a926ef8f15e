/**
 * deadlock_detected and serialization_failure: PostgreSQL rolled the whole transaction back and
 * says running it again may succeed, since what stood in its way has committed or given up by then.
 */
const RETRYABLE_SQL_STATES = new Set(['40P01', '40001']);

/** Whether `error` (bare from the driver, or wrapped by Drizzle) is a failure worth running the transaction again for. */
export function isRetryableTransactionError(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return RETRYABLE_SQL_STATES.has(code);
  }
  return false;
}

export interface RetryPolicy {
  /** Runs after the first that failed; the last failure is thrown (and answered 503 with Retry-After). */
  retries: number;
  /** The first wait; each later one doubles. Each is jittered to between half and one and a half of it. */
  baseDelayMs: number;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
}

const transactionRetryPolicy: RetryPolicy = {
  retries: 3,
  baseDelayMs: 20,
  random: Math.random,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Runs a whole transaction again when PostgreSQL gave it up as a deadlock victim or for a
 * serialization failure. The wait is jittered so two victims of one deadlock do not meet again.
 */
export async function retryTransaction<T>(
  run: () => Promise<T>,
  policy: RetryPolicy = transactionRetryPolicy,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await run();
    } catch (error) {
      if (retry >= policy.retries || !isRetryableTransactionError(error)) throw error;
      await policy.sleep(policy.baseDelayMs * 2 ** retry * (0.5 + policy.random()));
    }
  }
}
