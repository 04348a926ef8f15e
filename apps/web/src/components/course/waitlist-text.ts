import type { Course } from '@tutorium/contract/courses';

/** Every seat taken: the course offers its waitlist (when on) instead of enrolling. */
export const isFull = (course: Course): boolean => course.enrolledCount >= course.maxStudents;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${value}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[value % 10] ?? 'th';
  return `${value}${suffix}`;
}

/** A student's place on a waitlist, as they read it: "2nd in line". */
export const placeInLine = (position: number): string => `${ordinal(position)} in line`;

/** The button that queues for a full course, with how many are already waiting. */
export const joinWaitlistLabel = (course: Course): string => `Join waitlist (${course.waitlistCount ?? 0} waiting)`;
