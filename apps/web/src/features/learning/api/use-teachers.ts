import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paginationSchema } from '@tutorium/contract/api';
import { teacherCardSchema } from '@tutorium/contract/users';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { learningMessages } from './learning-messages';
import { teacherKeys } from './query-keys';

const teacherListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(teacherCardSchema),
  pagination: paginationSchema,
});

/** The teacher list's query string (contract teacherListQuerySchema). */
export interface TeacherParams {
  search?: string;
  subject?: string;
  page?: number;
  pageSize?: number;
}

/** A page of active teachers' public cards (never an email address). */
export function useTeachers(query: TeacherParams) {
  return useQuery({
    queryKey: teacherKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get(`/users/teachers?${toSearchParams({ ...query, page: query.page ?? 1 })}`, {
        schema: teacherListResponseSchema,
        fallbackMessage: learningMessages.teachersFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
