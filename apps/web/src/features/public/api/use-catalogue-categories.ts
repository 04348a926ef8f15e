import { useQuery } from '@tanstack/react-query';
import type { CourseCategory } from '@tutorium/contract/courses';
import { catalogueCategoriesRoute } from '@tutorium/contract/endpoints/catalogue-categories-route';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKey } from '../../../lib/endpoint-query';

/** The categories that have published courses, ordered as `order` lists them (then any others). */
export function useCatalogueCategories(order: readonly CourseCategory[]) {
  return useQuery({
    // The key the definition gives, made before it loads: the landing page goes without zod at first.
    queryKey: endpointKey(catalogueCategoriesRoute),
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
