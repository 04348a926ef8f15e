import { useMutation } from '@tanstack/react-query';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import type { LiveClass } from '@tutorium/contract/live-classes';
import { apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';

/** The class's .ics file comes from a signed-in call, so a plain link cannot fetch it; the API names it after the class. */
export function useDownloadClassCalendar() {
  return useMutation({
    mutationFn: (liveClass: LiveClass) =>
      apiClient.download(endpointUrl(liveClassEndpoints.calendarFile, { params: { id: liveClass.id } }), {
        fallbackMessage: liveClassEndpoints.calendarFile.fallbackMessage,
        fileName: 'live-class.ics',
      }),
  });
}
