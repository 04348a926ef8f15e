/** Everything under `courses` is course data; a change to a course refreshes it all. */
export const courseKeys = {
  all: ['courses'] as const,
  dependents: (courseId: string) => ['courses', 'dependents', courseId] as const,
  waitlist: (courseId: string) => ['courses', 'waitlist', courseId] as const,
};
