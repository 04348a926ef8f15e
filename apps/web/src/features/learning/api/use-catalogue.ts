import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CourseCategory,
  type CourseLevel,
  courseListResponseSchema,
  type courseSorts,
} from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { learningMessages } from './learning-messages';
import { courseKeys } from './query-keys';

export type CourseSort = (typeof courseSorts)[number];

/** The catalogue's query string (contract catalogueQuerySchema), as this app sends it. */
export interface CatalogueParams {
  search?: string;
  category?: CourseCategory;
  level?: CourseLevel;
  sort?: CourseSort;
  instructorId?: string;
  page?: number;
  pageSize?: number;
}

/** A page of the published catalogue; a signed-in student's courses carry `isEnrolled`. */
export function useCatalogue(query: CatalogueParams) {
  return useQuery({
    queryKey: courseKeys.catalogue(query),
    queryFn: ({ signal }) =>
      apiClient.get(`/courses?${toSearchParams({ ...query, page: query.page ?? 1 })}`, {
        schema: courseListResponseSchema,
        fallbackMessage: learningMessages.coursesFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
