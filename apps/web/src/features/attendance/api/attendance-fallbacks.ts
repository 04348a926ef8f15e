/** Spec 8 fallbacks for these screens that the contract does not carry; the server's message wins. */
export const attendanceFallbacks = {
  saveFailed: 'Failed to save attendance',
  rosterFailed: 'Failed to fetch attendance records',
  statsFailed: 'Failed to fetch attendance statistics',
  exportFailed: 'Failed to export attendance',
} as const;
