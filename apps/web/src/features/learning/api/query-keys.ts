/** Every course answer sits under ['courses'], so one invalidation refreshes them all after an enrolment. */
export const courseKeys = {
  all: ['courses'] as const,
  catalogues: () => [...courseKeys.all, 'catalogue'] as const,
};

/** The outline anyone may read, and the scope that runs one student's completion changes in order. */
export const lessonKeys = {
  completion: (courseId: string) => ['lesson-completion', courseId] as const,
  outline: (courseId: string) => ['lessons', courseId, 'outline'] as const,
};
