import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { callEndpoint } from '../../../lib/endpoint-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { calendarFeedKey } from './live-class-keys';

/** The signed-in user's private iCalendar feed address (made by the server on first request). */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKey,
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(calendarEndpoints.feedUrl, {
        fallbackMessage: liveClassFallbacks.feedFetch,
        signal,
      });
      return data.url;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCalendarFeed = () => useQuery(calendarFeedQuery());
