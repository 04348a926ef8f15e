import { useQuery } from '@tanstack/react-query';
import type { CourseCategory } from '@tutorium/contract/courses';
import { callEndpoint } from '../../../lib/endpoint-client';
import { publicKeys } from './public-keys';
import { publicMessages } from './public-messages';

/** The categories that have published courses, ordered as `order` lists them (then any others). */
export function useCatalogueCategories(order: readonly CourseCategory[]) {
  return useQuery({
    queryKey: publicKeys.categories(),
    queryFn: async ({ signal }) => {
      // The landing page shows these chips: its first load goes without zod (docs/performance.md, "Web").
      const { courseEndpoints } = await import('@tutorium/contract/endpoints/courses');
      const { data } = await callEndpoint(courseEndpoints.categories, {
        fallbackMessage: publicMessages.coursesFailed,
        signal,
      });
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
