/** The teacher's score sheet of a course and their own resources, offered as lesson links. */
export const lessonKeys = {
  scores: (courseId: string) => ['scores', courseId] as const,
  myResources: ['resources', 'mine', 'all'] as const,
};
