import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { rateLimitBuckets } from '../db/schema';
import { AppError, unavailableMessages } from './errors';

/** One key's window after a hit: how many hits it holds and how long until it starts over. */
export interface WindowCount {
  count: number;
  resetsInMs: number;
}

/**
 * Fixed-window counters shared by every API process: in PostgreSQL by default, in Redis when
 * REDIS_URL is set. Each call is one round trip, so counting is atomic under any concurrency.
 */
export interface RateLimitStore {
  /**
   * Adds one to each key's window (opening a new window where the last has passed) and returns each
   * key's new count, in the order of `keys`.
   */
  hit(keys: readonly string[], windowMs: number): Promise<WindowCount[]>;
  /** Takes one back from each key whose window is still open: a reserved attempt that did not count. */
  release(keys: readonly string[]): Promise<void>;
  /** Removes the keys' windows altogether (an erased account leaves no counter behind). */
  forget(keys: readonly string[]): Promise<void>;
  /** Drops windows that have passed; Redis expires its own. */
  sweep(): Promise<void>;
  /** Resolves when the store answers: the readiness probe's check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const inOrder = (keys: readonly string[], rows: Map<string, WindowCount>, windowMs: number): WindowCount[] =>
  keys.map((key) => rows.get(key) ?? { count: 1, resetsInMs: windowMs });

export function createPostgresRateLimitStore(db: Database): RateLimitStore {
  return {
    async hit(keys, windowMs) {
      // Sorted and unique: one statement may not touch a row twice, and a fixed order keeps two
      // concurrent multi-key upserts from deadlocking on each other's rows.
      const unique = [...new Set(keys)].sort();
      if (unique.length === 0) return [];
      const expired = sql`${rateLimitBuckets.expiresAt} <= now()`;
      const rows = await db
        .insert(rateLimitBuckets)
        .values(
          unique.map((key) => ({ key, count: 1, expiresAt: sql`now() + ${windowMs} * interval '1 millisecond'` })),
        )
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
            expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitBuckets.expiresAt} end`,
          },
        })
        .returning({
          key: rateLimitBuckets.key,
          count: rateLimitBuckets.count,
          resetsInMs: sql<number>`ceil(extract(epoch from (${rateLimitBuckets.expiresAt} - now())) * 1000)::int`,
        });
      return inOrder(keys, new Map(rows.map((row) => [row.key, row])), windowMs);
    },
    async release(keys) {
      if (keys.length === 0) return;
      await db
        .update(rateLimitBuckets)
        .set({ count: sql`${rateLimitBuckets.count} - 1` })
        .where(
          and(
            inArray(rateLimitBuckets.key, [...keys]),
            gt(rateLimitBuckets.expiresAt, sql`now()`),
            gt(rateLimitBuckets.count, 0),
          ),
        );
    },
    async forget(keys) {
      if (keys.length === 0) return;
      await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, [...keys]));
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

/** INCR each key, start its window on the first hit; returns count and milliseconds left, key by key. */
const HIT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  out[2 * i - 1] = count
  out[2 * i] = ttl
end
return out`;

/** DECR only keys that still exist, so a release after the window never leaves a key without expiry. */
const RELEASE_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 and tonumber(redis.call('GET', key)) > 0 then
    redis.call('DECR', key)
  end
end
return 0`;

export interface RedisStoreOptions {
  /** Namespaces the keys (tests keep their counters apart with their own). */
  prefix?: string;
  /** Told once when the connection is lost (ioredis keeps reconnecting on its own), and not again until it is back. */
  onConnectionLost?: (error: Error) => void;
}

/** How long the first connection may take before requests waiting for it answer 503. */
const REDIS_CONNECT_TIMEOUT_MS = 1000;

/**
 * While Redis cannot be reached, every rate-limited request (sign-in, registration, resets, contact,
 * password confirmation) answers 503 with Retry-After at once, rather than waiting in ioredis's queue
 * for a reconnection and then failing as a 500, or being let through uncounted (docs/security.md).
 */
const redisUnavailable = (cause: unknown) =>
  Object.assign(new AppError('UNAVAILABLE', unavailableMessages.down), { cause });

export function createRedisRateLimitStore(url: string, options: RedisStoreOptions = {}): RateLimitStore {
  const prefix = options.prefix ?? 'tutorium:rl:';
  // No offline queue: a command sent while disconnected fails at once instead of waiting for a
  // reconnection. No command timeout: a password check can hold the event loop past any short one, and
  // a Redis that accepts connections but never answers is still cut off by REQUEST_TIMEOUT_MS (503).
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  // Commands wait for the first connection only (a request right after start-up), then never queue.
  const firstConnection = redis.connect().catch(() => {});
  // Without a listener ioredis prints "Unhandled error event" on every reconnect attempt.
  let connected = true;
  redis.on('ready', () => {
    connected = true;
  });
  redis.on('error', (error: Error) => {
    if (!connected) return;
    connected = false;
    options.onConnectionLost?.(error);
  });
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    await firstConnection;
    try {
      return await command();
    } catch (error) {
      throw redisUnavailable(error);
    }
  };
  return {
    async hit(keys, windowMs) {
      if (keys.length === 0) return [];
      const reply = (await run(() =>
        redis.eval(HIT_SCRIPT, keys.length, ...keys.map((key) => prefix + key), windowMs),
      )) as number[];
      return keys.map((_, i) => ({ count: Number(reply[2 * i]), resetsInMs: Number(reply[2 * i + 1]) }));
    },
    async release(keys) {
      if (keys.length === 0) return;
      await run(() => redis.eval(RELEASE_SCRIPT, keys.length, ...keys.map((key) => prefix + key)));
    },
    async forget(keys) {
      if (keys.length === 0) return;
      await run(() => redis.del(...keys.map((key) => prefix + key)));
    },
    sweep: async () => {},
    async ping() {
      await run(() => redis.ping());
    },
    async close() {
      // quit() needs a connection; without one there is nothing to close politely.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
