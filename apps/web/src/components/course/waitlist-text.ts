import { i18n } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';
import type { Course } from '@tutorium/contract/courses';

/*
 * Texts screens read while they render, in the reader's language: English counts places in line as
 * 1st, 2nd, 3rd … 11th … 21st, each language as its own rules say (Intl.PluralRules' ordinals).
 */

/** Every seat taken: the course offers its waitlist (when on) instead of enrolling. */
export const isFull = (course: Course): boolean => course.enrolledCount >= course.maxStudents;

/** A student's place on a waitlist, as they read it: "2nd in line". */
export const placeInLine = (position: number): string =>
  i18n._(
    msg`${selectOrdinal(position, { one: '#st in line', two: '#nd in line', few: '#rd in line', other: '#th in line' })}`,
  );

/** The button that queues for a full course, with how many are already waiting. */
export const joinWaitlistLabel = (course: Course): string => {
  const waiting = course.waitlistCount ?? 0;
  return i18n._(msg`Join waitlist (${waiting} waiting)`);
};
