import { ApiError } from '../../../lib/api-client';

/** The API answers 404 for a course that is not there, 403 for someone else's and 400 for an id that is no id. */
export const isMissingCourse = (error: unknown): boolean =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);
