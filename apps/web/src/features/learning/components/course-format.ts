import type { Course } from '@tutorium/contract/courses';
import { formatCalendarDate, formatTimeOfDay, todayCalendarDate } from '../../../lib/format';

export const scheduleDays = (schedule: Course['schedule']): string =>
  schedule.days.length === 0 ? 'Days not set' : schedule.days.join(', ');

export const scheduleTimes = (schedule: Course['schedule']): string =>
  `${formatTimeOfDay(schedule.startTime)} – ${formatTimeOfDay(schedule.endTime)}`;

export const seatsLabel = (course: Course): string => `${course.enrolledCount} / ${course.maxStudents} enrolled`;

/** "Starts Mar 4, 2025", or "Started …" once that day has come. */
export function startLabel(startDate: string): string {
  const date = formatCalendarDate(startDate);
  if (date === '') return '';
  return startDate <= todayCalendarDate() ? `Started ${date}` : `Starts ${date}`;
}
