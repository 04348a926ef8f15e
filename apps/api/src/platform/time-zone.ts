import { LANGUAGE_LOCALES, type Language } from '@tutorium/contract/languages';
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

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Tue, Jun 1, 3:30 PM GMT+5:30 (Asia/Kolkata)", "Tue, Jun 1, 6:00 AM EDT (America/New_York)",
 * "Tue, Jun 1, 10:00 AM UTC": an instant for an email or notification in the recipient's zone and
 * language, with the zone's abbreviation as the screens show it and, where the abbreviation is not the
 * zone's own name, the zone the reader chose in Settings. English keeps the month-first form the spec
 * shows (en-US); every other language its own locale's (LANGUAGE_LOCALES): "बुध, 10 जून, 3:00 pm IST".
 */
export function describeMoment(moment: Date, timeZone: string, language: Language): string {
  const locale = language === 'en' ? 'en-US' : LANGUAGE_LOCALES[language];
  const key = `${locale} ${timeZone}`;
  let format = momentFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    momentFormats.set(key, format);
  }
  const parts = format.formatToParts(moment);
  // ICU puts a narrow no-break space before AM/PM; plain-text mail and logs read a plain one better.
  const text = parts.map((part) => part.value.replace(/\u202f/g, ' ')).join('');
  const abbreviation = parts.find((part) => part.type === 'timeZoneName')?.value;
  return abbreviation === timeZone ? text : `${text} (${timeZone})`;
}
