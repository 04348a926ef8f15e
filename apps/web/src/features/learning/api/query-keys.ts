/** A list's query parameters: the hooks own their exact shape; a key only needs to hold them. */
type ListQuery = object;

/** Every course answer sits under ['courses'], so one invalidation refreshes them all after an enrolment. */
export const courseKeys = {
  all: ['courses'] as const,
  student: () => [...courseKeys.all, 'student'] as const,
  catalogues: () => [...courseKeys.all, 'catalogue'] as const,
  catalogue: (query: ListQuery) => [...courseKeys.catalogues(), query] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
};

/** A course's lessons as the enrolled student sees them: with their completions and progress. */
export const lessonKeys = {
  list: (courseId: string) => ['lessons', courseId, 'student'] as const,
  completion: (courseId: string) => ['lesson-completion', courseId] as const,
  outline: (courseId: string) => ['lessons', courseId, 'outline'] as const,
};

/** A course's reviews, with the student's own review and whether they may write one. */
export const reviewKeys = {
  list: (courseId: string) => ['reviews', courseId] as const,
};
