import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { rateLimitBuckets } from '../db/schema';

/** Fixed-window counters shared by every API process: in PostgreSQL by default, in Redis when REDIS_URL is set. */
export interface RateLimitStore {
  /** Adds one to the key's window (opening a new window if the last has passed) and returns the new count. */
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Drops windows that have passed; Redis expires its own. */
  sweep(): Promise<void>;
  /** Resolves when the store answers: the readiness probe's check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createPostgresRateLimitStore(db: Database): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const expired = sql`${rateLimitBuckets.expiresAt} <= now()`;
      const [row] = await db
        .insert(rateLimitBuckets)
        .values({ key, count: 1, expiresAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
            expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitBuckets.expiresAt} end`,
          },
        })
        .returning({ count: rateLimitBuckets.count });
      return row?.count ?? 1;
    },
    async count(key) {
      const [row] = await db
        .select({ count: rateLimitBuckets.count })
        .from(rateLimitBuckets)
        .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.expiresAt, sql`now()`)));
      return row?.count ?? 0;
    },
    async reset(key) {
      await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
    },
    async sweep() {
      await db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.expiresAt, sql`now()`));
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: async () => {},
  };
}

export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const prefix = 'tutorium:rl:';
  return {
    async hit(key, windowMs) {
      const results = await redis
        .multi()
        .set(prefix + key, 0, 'PX', windowMs, 'NX')
        .incr(prefix + key)
        .exec();
      const count = results?.[1]?.[1];
      return typeof count === 'number' ? count : 1;
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    sweep: async () => {},
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}
