import { t } from '@lingui/core/macro';
import type { Course } from '@tutorium/contract/courses';
import { formatCalendarDate, formatTimeOfDay, todayCalendarDate } from '../../../lib/format';

export const scheduleDays = (schedule: Course['schedule']): string =>
  schedule.days.length === 0 ? t`Days not set` : schedule.days.join(', ');

export const scheduleTimes = (schedule: Course['schedule']): string =>
  `${formatTimeOfDay(schedule.startTime)} – ${formatTimeOfDay(schedule.endTime)}`;

export function seatsLabel(course: Course): string {
  const { enrolledCount, maxStudents } = course;
  return t`${enrolledCount} / ${maxStudents} enrolled`;
}

/** "Starts 4 Mar 2025", or "Started …" once that day has come. */
export function startLabel(startDate: string): string {
  const date = formatCalendarDate(startDate);
  if (date === '') return '';
  return startDate <= todayCalendarDate() ? t`Started ${date}` : t`Starts ${date}`;
}
