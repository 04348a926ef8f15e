import { useQuery } from '@tanstack/react-query';
import { courseSchema } from '@tutorium/contract/courses';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { courseOptionKeys } from './live-class-keys';

const enrolledCoursesResponseSchema = z.object({ success: z.literal(true), data: z.array(courseSchema) });

/** The signed-in student's enrolled courses, for the course filter and the "not enrolled yet" state. */
export function useEnrolledCourses() {
  return useQuery({
    queryKey: courseOptionKeys.enrolled,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/courses/student/courses', {
        schema: enrolledCoursesResponseSchema,
        fallbackMessage: liveClassFallbacks.enrolledCourses,
        signal,
      });
      return data;
    },
  });
}
