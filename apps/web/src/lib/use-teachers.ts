import { useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { endpointQuery } from './endpoint-query';

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
const teachersQuery = (params: TeacherListParams) =>
  endpointQuery(userEndpoints.teachers, {
    input: { query: { ...params, page: params.page ?? 1 } },
    keepPrevious: true,
  });

export const useTeachers = (params: TeacherListParams) => useQuery(teachersQuery(params));
