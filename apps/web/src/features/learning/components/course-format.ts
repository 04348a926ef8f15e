import type { Course, CourseLevel, CourseStatus } from '@tutorium/contract/courses';
import { formatDate } from '../../../lib/format';

export const levelLabel = (level: CourseLevel): string => level.charAt(0).toUpperCase() + level.slice(1);

export const statusLabel = (status: CourseStatus): string => status.charAt(0).toUpperCase() + status.slice(1);

/** "2025-03-04" is a calendar date, so it is read in the viewer's time zone rather than as UTC midnight. */
export const formatCourseDate = (value: string): string => (value === '' ? '' : formatDate(`${value}T00:00:00`));

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', hour12: true });

/** "14:30" as "2:30 PM" (spec 9: 12-hour clock). */
export function formatTime(value: string): string {
  const [hours, minutes] = value.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return value;
  return timeFormat.format(new Date(2000, 0, 1, hours, minutes));
}

export const scheduleDays = (schedule: Course['schedule']): string =>
  schedule.days.length === 0 ? 'Days not set' : schedule.days.join(', ');

export const scheduleTimes = (schedule: Course['schedule']): string =>
  `${formatTime(schedule.startTime)} – ${formatTime(schedule.endTime)}`;

export const seatsLabel = (course: Course): string => `${course.enrolledCount} / ${course.maxStudents} enrolled`;

function todayIso(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Starts Mar 4, 2025", or "Started …" once that day has come. */
export function startLabel(startDate: string): string {
  const date = formatCourseDate(startDate);
  if (date === '') return '';
  return startDate <= todayIso() ? `Started ${date}` : `Starts ${date}`;
}
