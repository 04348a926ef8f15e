import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema } from '@tutorium/contract/live-classes';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { liveClassFallbacks } from './live-class-fallbacks';
import { calendarFeedKey } from './live-class-keys';

const resetResponseSchema = calendarFeedSchema.extend({ message: z.string() });

/** Replaces the feed address; the old one stops working at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post('/calendar/feed-url/reset', {
        schema: resetResponseSchema,
        fallbackMessage: liveClassFallbacks.feedReset,
      }),
    onSuccess: ({ data }) => queryClient.setQueryData(calendarFeedKey, data.url),
  });
}
