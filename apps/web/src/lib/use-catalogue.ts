import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CourseCategory, CourseLevel, courseSorts } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { usePageQuery } from './endpoint-query';

export type CourseSort = (typeof courseSorts)[number];

/** What each catalogue order is called where a visitor or a student picks it; none offers the API's `title`. */
export const courseSortLabels: Record<Exclude<CourseSort, 'title'>, MessageDescriptor> = {
  popular: msg`Most Popular`,
  rating: msg`Highest Rated`,
  'price-asc': msg`Price: Low to High`,
  'price-desc': msg`Price: High to Low`,
  newest: msg`Newest`,
};

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
export const useCatalogue = (query: CatalogueParams, options: { enabled?: boolean } = {}) =>
  usePageQuery(courseEndpoints.catalogue, query, options);
