import type { CourseQuery } from './use-public-courses';
import type { ResourceQuery } from './use-public-resources';
import type { TeacherQuery } from './use-public-teachers';

/**
 * The public pages' cache entries. Each sits under the same root as the rest of the app's answers
 * about that thing (['courses'], ['teachers'], ['resources']), so a change made elsewhere, such as
 * an upload on the teacher's Resources screen, refreshes them too.
 */
export const publicKeys = {
  courses: (query: CourseQuery) => ['courses', 'public', query] as const,
  categories: () => ['courses', 'public', 'categories'] as const,
  teachers: (query: TeacherQuery) => ['teachers', 'public', 'list', query] as const,
  teacher: (id: string) => ['teachers', 'public', 'detail', id] as const,
  resourceLists: () => ['resources', 'public'] as const,
  resources: (query: ResourceQuery) => [...publicKeys.resourceLists(), query] as const,
};
