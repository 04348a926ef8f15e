import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paginationSchema } from '@tutorium/contract/api';
import { teacherCardSchema } from '@tutorium/contract/users';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { publicKeys } from './public-keys';
import { publicMessages } from './public-messages';

const teacherListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(teacherCardSchema),
  pagination: paginationSchema,
});

/** The directory's query string (contract teacherListQuerySchema). */
export interface TeacherQuery {
  search?: string;
  subject?: string;
  page?: number;
  pageSize?: number;
}

/** A page of active teachers' public cards, with their real course and student counts. */
export function usePublicTeachers(query: TeacherQuery) {
  return useQuery({
    queryKey: publicKeys.teachers(query),
    queryFn: ({ signal }) =>
      apiClient.get(`/users/teachers?${toSearchParams({ ...query, page: query.page ?? 1 })}`, {
        schema: teacherListResponseSchema,
        fallbackMessage: publicMessages.teachersFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
