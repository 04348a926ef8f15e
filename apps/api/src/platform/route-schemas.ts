import { errorResponseSchema } from '@tutorium/contract/api';
import { z } from 'zod';

/** The failure answers a route documents; every one has the same `{ success: false, message }` shape. */
export function failureResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}

export const courseIdParams = z.object({ courseId: z.uuid('Not a valid course id') });
