import { useQuery } from '@tanstack/react-query';
import { courseSchema } from '@tutorium/contract/courses';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { learningMessages } from './learning-messages';
import { courseKeys } from './query-keys';

const studentCoursesResponseSchema = z.object({ success: z.literal(true), data: z.array(courseSchema) });

/** The signed-in student's enrolled courses, most recent enrolment first. */
export function useStudentCourses() {
  return useQuery({
    queryKey: courseKeys.student(),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/courses/student/courses', {
        schema: studentCoursesResponseSchema,
        fallbackMessage: learningMessages.enrolledCoursesFailed,
        signal,
      });
      return data;
    },
  });
}
