import { calendarEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { calendarFeedQuery } from './use-calendar-feed';

/** Replaces the feed address; the old one stops working at once. */
export function useResetCalendarFeed() {
  return useEndpointMutation(calendarEndpoints.resetFeedUrl, {
    updates: { read: calendarFeedQuery(), with: ({ data }) => data.url },
  });
}
