import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { usePageQuery } from './endpoint-query';

/** The directory's query string (contract teacherListQuerySchema). */
export interface TeacherListParams {
  search?: string;
  subject?: string;
  page?: number;
  pageSize?: number;
}

/**
 * A page of active teachers' public cards (never an email address), with their real course and
 * student counts. The public Teachers page and the students' Explore Teachers read the same
 * directory, so they share this one query.
 */
export const useTeachers = (params: TeacherListParams) => usePageQuery(userEndpoints.teachers, params);
