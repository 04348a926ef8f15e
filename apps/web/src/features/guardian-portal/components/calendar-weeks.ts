import type { AttendanceStatus } from '@tutorium/contract/attendance';

/** One class marked on a day: its status and the course it was in (one mark per course and day). */
export interface DayMark {
  status: AttendanceStatus;
  courseId: string;
  courseTitle: string;
}

/** A day of the calendar: its date, the classes marked on it, and where it stands against today. */
export interface CalendarDay {
  /** YYYY-MM-DD. */
  date: string;
  marks: DayMark[];
  isToday: boolean;
  /** After today: nothing can be marked yet. */
  isFuture: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day as the UTC midnight that names it, so adding days never crosses a zone's clock change. */
const utcOf = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const dateOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * The last `weeks` weeks up to and including the one `today` is in, Monday first, each day with the
 * classes marked on it (`days` in any order; several courses may mark one day). The calendar's
 * weeks are whole, so the days after today in this week are there too, marked as the future.
 */
export function calendarWeeks(
  today: string,
  days: readonly { date: string; status: AttendanceStatus; course: { id: string; title: string } }[],
  weeks = 6,
): CalendarDay[][] {
  const marksByDate = new Map<string, DayMark[]>();
  for (const { date, status, course } of days) {
    marksByDate.set(date, [
      ...(marksByDate.get(date) ?? []),
      { status, courseId: course.id, courseTitle: course.title },
    ]);
  }
  const todayTime = utcOf(today);
  // getUTCDay: Sunday 0 … Saturday 6; days since this week's Monday.
  const sinceMonday = (new Date(todayTime).getUTCDay() + 6) % 7;
  const first = todayTime - (sinceMonday + 7 * (weeks - 1)) * DAY_MS;
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const time = first + (week * 7 + weekday) * DAY_MS;
      const date = dateOf(time);
      return {
        date,
        marks: marksByDate.get(date) ?? [],
        isToday: time === todayTime,
        isFuture: time > todayTime,
      };
    }),
  );
}
