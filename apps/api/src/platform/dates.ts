import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Today's date in UTC, as YYYY-MM-DD. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The latest date that is already "today" somewhere on Earth (UTC+14). A date after it is in the
 * future for everyone, whatever the teacher's time zone.
 */
export const latestCurrentDate = (now: Date = new Date()): string =>
  new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The UTC calendar date of a timestamp column, independent of the session's time zone. */
export const utcDateOf = (column: PgColumn): SQL<string> => sql<string>`(${column} at time zone 'UTC')::date`;
