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

/** Shown when the server gives no message of its own (docs/seed-spec.md §8). */
const teachersFailed = 'Failed to load teachers. Please try again later.';

/**
 * A page of active teachers' public cards (never an email address), with their real course and
 * student counts. The public Teachers page and the students' Explore Teachers read the same
 * directory, so they share this one query; it sits under ['teachers'] with every teacher answer.
 */
const teachersQuery = (params: TeacherListParams) =>
  endpointQuery(userEndpoints.teachers, {
    key: ['teachers', 'list', params] as const,
    input: { query: { ...params, page: params.page ?? 1 } },
    fallbackMessage: teachersFailed,
    keepPrevious: true,
  });

export const useTeachers = (params: TeacherListParams) => useQuery(teachersQuery(params));
