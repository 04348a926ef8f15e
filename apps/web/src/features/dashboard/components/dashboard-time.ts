import { JOIN_OPENS_MINUTES_BEFORE, type LiveClass, liveClassState } from '@tutorium/contract/live-classes';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;
/** How often the dashboard recomputes whether a class can be joined. */
const CLOCK_TICK_MS = 30_000;

/** Spec 9: 12-hour hour:minute with short month and day, in the viewer's time zone ("Jun 1, 10:00 AM"). */
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export function formatClassStart(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** A student may join while the class is live, or from JOIN_OPENS_MINUTES_BEFORE before its start. */
export function isJoinable(liveClass: LiveClass, now: Date): boolean {
  const state = liveClassState(new Date(liveClass.startsAt), liveClass.durationMinutes, now);
  if (state === 'live') return true;
  if (state === 'ended') return false;
  return now.getTime() >= new Date(liveClass.startsAt).getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS;
}

export const isLive = (liveClass: LiveClass, now: Date): boolean =>
  liveClassState(new Date(liveClass.startsAt), liveClass.durationMinutes, now) === 'live';

/** The current time, renewed every CLOCK_TICK_MS, so a class's Join button appears without a reload. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Attendance dates are calendar days: "2026-03-04" reads "Mar 4, 2026" in every time zone. */
const dayFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return value;
  return dayFormat.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
