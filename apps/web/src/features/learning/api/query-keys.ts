import type { CatalogueParams } from './use-catalogue';
import type { TeacherParams } from './use-teachers';

/** Every course answer sits under ['courses'], so one invalidation refreshes them all after an enrolment. */
export const courseKeys = {
  all: ['courses'] as const,
  student: () => [...courseKeys.all, 'student'] as const,
  catalogues: () => [...courseKeys.all, 'catalogue'] as const,
  catalogue: (query: CatalogueParams) => [...courseKeys.catalogues(), query] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
};

export const teacherKeys = {
  all: ['teachers'] as const,
  list: (query: TeacherParams) => [...teacherKeys.all, 'list', query] as const,
};
