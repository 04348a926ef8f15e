import { useQuery } from '@tanstack/react-query';
import { courseLessonsQuery } from '../../../lib/use-course-lessons';

/** The course's lessons in the order students see them. */
export const useLessons = (courseId: string) =>
  useQuery({ ...courseLessonsQuery(courseId), select: (list) => list.data });
