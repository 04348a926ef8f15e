import { useQuery } from '@tanstack/react-query';
import { announcementEndpoints } from '@tutorium/contract/endpoints/announcements';
import { endpointQuery } from './endpoint-query';

/**
 * A course's announcements: the teacher's to manage (scheduled ones too), or the enrolled student's to
 * read and comment on. Both course pages read this one cache entry; the notification stream refreshes
 * it when an announcement arrives (features/notifications/api).
 */
const courseAnnouncementsQuery = (courseId: string) =>
  endpointQuery(announcementEndpoints.list, { input: { params: { courseId } }, pick: ({ data }) => data });

export const useCourseAnnouncements = (courseId: string) => useQuery(courseAnnouncementsQuery(courseId));
