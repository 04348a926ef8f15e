/** Fallbacks for when the server gives no message of its own (docs/seed-spec.md §8 where it names one). */
export const peopleMessages = {
  loadStudentsFailed: 'Failed to load students',
  removeStudentFailed: 'Failed to remove student',
  loadUsersFailed: 'Failed to load users',
  updateUserFailed: 'Failed to update user',
  deleteUserFailed: 'Failed to delete user',
  createUserFailed: 'Failed to create the account',
  sendResetCodeFailed: 'Failed to send the verification code',
} as const;
