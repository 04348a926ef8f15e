/** Shown when the server gives no message of its own; the spec has no text for these. */
export const dashboardFallbacks = {
  teacher: 'Failed to load your dashboard',
  student: 'Failed to load your dashboard',
  join: 'Failed to join live class',
  atRisk: 'Failed to load the at-risk students',
  emailAtRisk: 'Failed to email the at-risk list',
} as const;
