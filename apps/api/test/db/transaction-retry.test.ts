import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '../../src/db/schema';
import { isRetryableTransactionError, type RetryPolicy, retryTransaction } from '../../src/db/transaction-retry';
import { databaseUnavailability } from '../../src/platform/errors';
import { openTestDatabase, type TestDatabaseHandle } from '../helpers/test-database';

const sqlError = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });
/** As Drizzle throws it: its own error, the driver's as the cause. */
const wrapped = (code: string) => new Error('Failed query: …', { cause: sqlError(code) });

describe('the transaction retry policy', () => {
  const policy = (waits: number[]): RetryPolicy => ({
    retries: 3,
    baseDelayMs: 20,
    random: () => 0.5,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });

  it('runs a deadlock victim or a serialization failure again, waiting longer each time', async () => {
    const waits: number[] = [];
    let runs = 0;
    const result = await retryTransaction(async () => {
      runs++;
      if (runs === 1) throw wrapped('40P01');
      if (runs === 2) throw sqlError('40001');
      return 'done';
    }, policy(waits));
    expect(result).toBe('done');
    expect(runs).toBe(3);
    expect(waits).toEqual([20, 40]);
  });

  it('gives up after three retries and throws the last failure', async () => {
    const waits: number[] = [];
    let runs = 0;
    const failure = sqlError('40P01');
    await expect(
      retryTransaction(async () => {
        runs++;
        throw failure;
      }, policy(waits)),
    ).rejects.toBe(failure);
    expect(runs).toBe(4);
    expect(waits).toEqual([20, 40, 80]);
    // …which the error handler answers 503 with Retry-After.
    expect(databaseUnavailability(failure)).toBe('busy');
  });

  it('jitters each wait to between half and one and a half of it', async () => {
    for (const [random, expected] of [
      [0, 10],
      [0.999, 29.98],
    ] as const) {
      const waits: number[] = [];
      let runs = 0;
      await retryTransaction(
        async () => {
          if (runs++ === 0) throw sqlError('40P01');
        },
        { ...policy(waits), random: () => random },
      );
      expect(waits[0]).toBeCloseTo(expected);
    }
  });

  it('never runs again for any other failure', async () => {
    for (const failure of [sqlError('23505'), sqlError('57014'), new Error('a bug')]) {
      let runs = 0;
      await expect(
        retryTransaction(async () => {
          runs++;
          throw failure;
        }, policy([])),
      ).rejects.toBe(failure);
      expect(runs).toBe(1);
      expect(isRetryableTransactionError(failure)).toBe(false);
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('a real deadlock on PostgreSQL', () => {
  let database: TestDatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is retried inside db.transaction: both transactions commit', async () => {
    const { db } = database;
    await db
      .insert(rateLimitBuckets)
      .values(
        ['deadlock:a', 'deadlock:b'].map((key) => ({ key, count: 0, expiresAt: sql`now() + interval '1 hour'` })),
      );
    // Each transaction locks one row, waits until the other holds its row too, then asks for the
    // other's: PostgreSQL finds the cycle and rolls one of them back as its victim (40P01).
    let firstLocks = 0;
    let bothHoldOne: () => void = () => {};
    const bothLocked = new Promise<void>((resolve) => {
      bothHoldOne = resolve;
    });
    let runs = 0;
    const lockInOrder = (first: string, second: string) =>
      db.transaction(async (tx) => {
        runs++;
        const bump = (key: string) =>
          tx.execute(sql`update rate_limit_buckets set count = count + 1 where key = ${key}`);
        await bump(first);
        if (++firstLocks === 2) bothHoldOne();
        // Only the first runs meet; a retry finds the other transaction committed or waits for it.
        if (firstLocks <= 2) await bothLocked;
        await bump(second);
      });
    const outcomes = await Promise.allSettled([
      lockInOrder('deadlock:a', 'deadlock:b'),
      lockInOrder('deadlock:b', 'deadlock:a'),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(runs).toBe(3);
    const rows = await db.select({ count: rateLimitBuckets.count }).from(rateLimitBuckets);
    // Each transaction added one to both rows, once: the victim's first run left nothing behind.
    expect(rows.map((row) => row.count)).toEqual([2, 2]);
  });
});
