import { calendarEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { liveClassFallbacks } from './live-class-fallbacks';
import { calendarFeedKey } from './live-class-keys';

/** Replaces the feed address; the old one stops working at once. */
export function useResetCalendarFeed() {
  return useEndpointMutation(calendarEndpoints.resetFeedUrl, {
    fallbackMessage: liveClassFallbacks.feedReset,
    onSuccess: ({ data }, _variables, _onMutateResult, { client }) => client.setQueryData(calendarFeedKey, data.url),
  });
}
