import { wallClockOf } from '@tutorium/contract/time-zones';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from './authentication';
import type { AppContext } from './context';

/**
 * The zone a request's times are read and written in: the signed-in user's own, else the
 * institute's TIME_ZONE (visitors too). Every zone stored or configured was checked on the way in.
 */
export const zoneOf = (ctx: AppContext, user: Pick<AuthUser, 'timeZone'> | null): string =>
  user?.timeZone ?? ctx.config.timeZone;

/** Today's calendar date in `timeZone`, as YYYY-MM-DD. */
export const todayIn = (timeZone: string, now: Date): string => wallClockOf(now, timeZone).date;

/** The calendar date of a timestamp column in `timeZone`, independent of the session's time zone. */
export const dateIn = (column: PgColumn, timeZone: string): SQL<string> =>
  sql<string>`(${column} at time zone ${timeZone})::date`;

/** "Tue, Jun 1, 3:30 PM (Asia/Kolkata)": an instant for an email or notification, its zone named. */
export function describeMoment(moment: Date, timeZone: string): string {
  const text = moment.toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return `${text} (${timeZone})`;
}
