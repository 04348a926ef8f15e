import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CourseCategory,
  type CourseLevel,
  courseListResponseSchema,
  type courseSorts,
} from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { publicKeys } from './public-keys';
import { publicMessages } from './public-messages';

export type CourseSort = (typeof courseSorts)[number];

/** The catalogue's query string (contract catalogueQuerySchema). */
export interface CourseQuery {
  search?: string;
  category?: CourseCategory;
  level?: CourseLevel;
  sort?: CourseSort;
  instructorId?: string;
  page?: number;
  pageSize?: number;
}

/** A page of the published catalogue (active and upcoming courses). */
export function usePublicCourses(query: CourseQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publicKeys.courses(query),
    queryFn: ({ signal }) =>
      apiClient.get(`/courses?${toSearchParams({ ...query, page: query.page ?? 1 })}`, {
        schema: courseListResponseSchema,
        fallbackMessage: publicMessages.coursesFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
