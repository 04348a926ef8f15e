/** A list's query parameters: the hooks own their exact shape; a key only needs to hold them. */
type ListQuery = object;

/** Every course answer sits under ['courses'], so one invalidation refreshes them all after an enrolment. */
export const courseKeys = {
  all: ['courses'] as const,
  catalogues: () => [...courseKeys.all, 'catalogue'] as const,
};

export const teacherKeys = {
  all: ['teachers'] as const,
  list: (query: ListQuery) => [...teacherKeys.all, 'list', query] as const,
};

/** The outline anyone may read, and the scope that runs one student's completion changes in order. */
export const lessonKeys = {
  completion: (courseId: string) => ['lesson-completion', courseId] as const,
  outline: (courseId: string) => ['lessons', courseId, 'outline'] as const,
};
