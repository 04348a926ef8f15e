import { useQuery } from '@tanstack/react-query';
import { courseSchema } from '@tutorium/contract/courses';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { attendanceFallbacks } from './attendance-fallbacks';
import { courseOptionKeys } from './attendance-keys';

const studentCoursesResponseSchema = z.object({ success: z.literal(true), data: z.array(courseSchema) });

/** The signed-in student's enrolled courses, for the course filter. */
export function useStudentCourses() {
  return useQuery({
    queryKey: courseOptionKeys.student,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/courses/student/courses', {
        schema: studentCoursesResponseSchema,
        fallbackMessage: attendanceFallbacks.studentCoursesFailed,
        signal,
      });
      return data;
    },
  });
}
