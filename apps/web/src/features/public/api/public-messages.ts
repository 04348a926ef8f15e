/** Spec 8 fallbacks for the public pages that the contract does not carry; the server's message wins. */
export const publicMessages = {
  coursesFailed: 'Failed to load courses',
  teacherFailed: 'Failed to load this teacher. Please try again later.',
  resourcesFailed: 'Failed to load resources',
} as const;
