import type { Course } from '@tutorium/contract/courses';
import type { User } from '@tutorium/contract/users';
import { ApiError } from '../../../lib/api-client';

/** A teacher manages their own courses; an admin manages every course (PRODUCT.md 2). */
export const canManageCourse = (user: User, course: Course): boolean =>
  user.role === 'admin' || course.instructor.id === user.id;

/** The API answers 404 for a course that is not there, 403 for another teacher's and 400 for an id that is no id. */
export const isMissingCourse = (error: unknown): boolean =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);
