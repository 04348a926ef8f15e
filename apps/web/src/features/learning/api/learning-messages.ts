/** Spec 8 fallbacks for these screens that the contract does not carry; the server's message wins. */
export const learningMessages = {
  enrolFailed: 'Failed to enrol in course',
  unenrolFailed: 'Failed to unenrol from course',
  joinWaitlistFailed: 'Failed to join the waitlist',
  leaveWaitlistFailed: 'Failed to leave the waitlist',
  sendFailed: 'Failed to send message',
  lessonsFailed: 'Failed to load the lessons',
  completionFailed: 'Failed to save your progress',
  reviewFailed: 'Failed to save your review',
  courseNotFound: 'The requested course could not be found. Please go back to your courses.',
} as const;
