/** Shown when the server gives no message of its own; the spec has no text for these. */
export const dashboardFallbacks = {
  teacher: 'Failed to load your dashboard',
  student: 'Failed to load your dashboard',
  join: 'Failed to join live class',
} as const;
