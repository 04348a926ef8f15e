/** Small helpers the cluster benchmarks (bench/messages.ts, bench/exam.ts) share. */

/** The value at percentile `p` (0–100) of ascending `sorted`: the nearest rank, NaN when empty. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** An error as one line: fetch's "fetch failed" says why only in its cause (ECONNRESET, a timeout…). */
export function describeError(error: Error): string {
  const cause = error.cause as (Error & { code?: string }) | undefined;
  return cause ? `${error.message} (${cause.code ?? cause.message})` : error.message;
}
