import { useQuery } from '@tanstack/react-query';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { endpointQuery } from '../../../lib/endpoint-query';

/**
 * The students enrolled in a course by `date`, each with the record saved for that date (or null)
 * and their check-in when they joined a live class of the course that day. Waits for both.
 */
const courseRosterQuery = (courseId: string | undefined, date: string | undefined) =>
  endpointQuery(attendanceEndpoints.course, {
    input: { params: { courseId: courseId ?? '' }, query: { date: date ?? '' } },
    pick: ({ course, roster }) => ({ courseTitle: course.title, roster: roster ?? [] }),
    enabled: courseId !== undefined && date !== undefined,
  });

export const useCourseRoster = (courseId: string | undefined, date: string | undefined) =>
  useQuery(courseRosterQuery(courseId, date));
