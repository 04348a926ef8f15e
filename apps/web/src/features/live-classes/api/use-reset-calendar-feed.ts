import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { callEndpoint } from '../../../lib/endpoint-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { calendarFeedKey } from './live-class-keys';

/** Replaces the feed address; the old one stops working at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(calendarEndpoints.resetFeedUrl, { fallbackMessage: liveClassFallbacks.feedReset }),
    onSuccess: ({ data }) => queryClient.setQueryData(calendarFeedKey, data.url),
  });
}
