import { useQuery } from '@tanstack/react-query';
import { calendarEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { endpointQuery } from '../../../lib/endpoint-query';

/** The signed-in user's private iCalendar feed address (made by the server on first request). */
export const calendarFeedQuery = () =>
  endpointQuery(calendarEndpoints.feedUrl, {
    pick: ({ data }) => data.url,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCalendarFeed = () => useQuery(calendarFeedQuery());
