import { useQuery } from '@tanstack/react-query';
import { calendarFeedSchema } from '@tutorium/contract/live-classes';
import { apiClient } from '../../../lib/api-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { calendarFeedKey } from './live-class-keys';

/** The signed-in user's private iCalendar feed address (made by the server on first request). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/calendar/feed-url', {
        schema: calendarFeedSchema,
        fallbackMessage: liveClassFallbacks.feedFetch,
        signal,
      });
      return data.url;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
