import { useQuery } from '@tanstack/react-query';
import type { CourseCategory } from '@tutorium/contract/courses';
import { callEndpoint } from '../../../lib/endpoint-client';

/**
 * `endpointKey(courseEndpoints.categories)`, written out: the landing page loads this read without
 * the definition (and zod); use-catalogue-categories.test.ts checks the two agree.
 */
export const catalogueCategoriesKey = ['GET /courses/categories', {}, ['courses']] as const;

/** The categories that have published courses, ordered as `order` lists them (then any others). */
export function useCatalogueCategories(order: readonly CourseCategory[]) {
  return useQuery({
    queryKey: catalogueCategoriesKey,
    queryFn: async ({ signal }) => {
      // The landing page shows these chips: its first load goes without zod (docs/performance.md, "Web").
      const { courseEndpoints } = await import('@tutorium/contract/endpoints/courses');
      const { data } = await callEndpoint(courseEndpoints.categories, { signal });
      return data;
    },
    select: (data) => {
      const rank = (category: CourseCategory) => {
        const index = order.indexOf(category);
        return index === -1 ? order.length : index;
      };
      return data.map((entry) => entry.category).sort((a, b) => rank(a) - rank(b));
    },
  });
}
