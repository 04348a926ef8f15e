import { errorResponseSchema } from '@tutorium/contract/api';

/** The failure answers a route documents; every one has the same `{ success: false, message }` shape. */
export function failureResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
