import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CourseLevel, CourseStatus, WeekDay } from '@tutorium/contract/courses';

/**
 * Levels, statuses and class days are stored in English; these are the words a viewer reads, in their
 * language. Every feature that shows one reads it here.
 */
export const levelLabels: Record<CourseLevel, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
};

export const statusLabels: Record<CourseStatus, MessageDescriptor> = {
  active: msg`Active`,
  inactive: msg`Inactive`,
  upcoming: msg`Upcoming`,
  completed: msg`Completed`,
};

export const dayLabels: Record<WeekDay, MessageDescriptor> = {
  Monday: msg`Monday`,
  Tuesday: msg`Tuesday`,
  Wednesday: msg`Wednesday`,
  Thursday: msg`Thursday`,
  Friday: msg`Friday`,
  Saturday: msg`Saturday`,
  Sunday: msg`Sunday`,
};
