import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseCategory, CourseLevel, courseSorts } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { callEndpoint } from './endpoint-client';

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

/**
 * A page of the published catalogue (active and upcoming courses); a signed-in student's courses
 * carry `isEnrolled`. The public pages and the student's screens share these cache entries.
 */
export const catalogueQuery = (query: CatalogueParams) =>
  queryOptions({
    queryKey: ['courses', 'catalogue', query] as const,
    queryFn: ({ signal }) =>
      callEndpoint(courseEndpoints.catalogue, {
        query: { ...query, page: query.page ?? 1 },
        fallbackMessage: 'Failed to load courses',
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useCatalogue = (query: CatalogueParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...catalogueQuery(query), enabled: options.enabled });
