/**
 * The teacher's view of a course's lessons and score sheet. The course itself sits under the
 * same ['courses', 'detail', id] key as the course screens, so a title change shows here too.
 */
export const lessonKeys = {
  course: (courseId: string) => ['courses', 'detail', courseId] as const,
  list: (courseId: string) => ['lessons', courseId, 'manage'] as const,
  scores: (courseId: string) => ['scores', courseId] as const,
  myResources: ['resources', 'mine', 'all'] as const,
};
