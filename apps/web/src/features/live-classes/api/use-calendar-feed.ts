import { useQuery } from '@tanstack/react-query';
import { calendarEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { endpointQuery } from '../../../lib/endpoint-query';
import { liveClassFallbacks } from './live-class-fallbacks';
import { calendarFeedKey } from './live-class-keys';

/** The signed-in user's private iCalendar feed address (made by the server on first request). */
const calendarFeedQuery = () =>
  endpointQuery(calendarEndpoints.feedUrl, {
    key: calendarFeedKey,
    fallbackMessage: liveClassFallbacks.feedFetch,
    pick: ({ data }) => data.url,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCalendarFeed = () => useQuery(calendarFeedQuery());
