import { todayIn } from '../../platform/time-zone';

/** How far back a child's attendance calendar reaches: six whole weeks, today included. */
const CALENDAR_DAYS = 42;

/** The calendar day `offset` days from `date` (YYYY-MM-DD). */
function dayFrom(date: string, offset: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

interface InstituteCalendar {
  today: string;
  /** The Monday of today's week. */
  weekStart: string;
  monthStart: string;
  /** The first day of the attendance calendar, before both the week's and the month's first day. */
  calendarStart: string;
}

/**
 * Today, this week and this month at `now` in the institute's time zone (TIME_ZONE), whoever reads
 * them: a guardian and the child's teachers then speak of the same week, wherever the guardian lives.
 */
export function instituteCalendar(timeZone: string, now: Date): InstituteCalendar {
  const today = todayIn(timeZone, now);
  // Noon of the date, read as UTC, falls on that date: its weekday, Sunday 0.
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return {
    today,
    weekStart: dayFrom(today, weekday === 0 ? -6 : 1 - weekday),
    monthStart: `${today.slice(0, 8)}01`,
    calendarStart: dayFrom(today, 1 - CALENDAR_DAYS),
  };
}
