/** Course dates are calendar days ("2026-01-05"), shown as that same day whatever the viewer's time zone. */
const dayFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export function formatCourseDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

/** "17:30" reads "5:30 PM" (spec 9: 12-hour time). */
export function formatTimeOfDay(value: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (match === null) return value;
  return timeFormat.format(new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]))));
}

/** Levels and statuses are stored lower-case and shown capitalised. */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const countEnrolments = (count: number) => plural(count, 'enrolment', 'enrolments');
export const countAttendanceRecords = (count: number) => plural(count, 'attendance record', 'attendance records');
export const countLiveClasses = (count: number) => plural(count, 'live class', 'live classes');
