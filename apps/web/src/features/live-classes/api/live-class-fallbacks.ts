/**
 * Shown when the server gives no message of its own. The list, write and cancel texts are docs/seed-spec.md §8's;
 * joining, the calendar file and the feed have no spec text, so they say what failed.
 */
export const liveClassFallbacks = {
  fetchList: 'Error fetching live classes',
  fetchOne: 'Error fetching live class',
  create: 'Failed to create live class',
  update: 'Failed to update live class',
  cancel: 'Failed to cancel live class',
  join: 'Failed to join live class',
  calendarFile: 'Failed to download the calendar file',
  feedFetch: 'Failed to load your calendar link',
  feedReset: 'Failed to reset your calendar link',
} as const;
