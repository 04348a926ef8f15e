import { useMutation } from '@tanstack/react-query';
import type { LiveClass } from '@tutorium/contract/live-classes';
import { apiClient } from '../../../lib/api-client';
import { liveClassFallbacks } from './live-class-fallbacks';

/** "Algebra: Review!" becomes "algebra-review.ics". */
function fileNameOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'live-class'}.ics`;
}

/**
 * The class's .ics file comes from a signed-in call, so a plain link cannot fetch it. The file is
 * named after the class, which tells one download from the next, rather than the server's
 * one-for-all "tutorium-class.ics".
 */
export function useDownloadClassCalendar() {
  return useMutation({
    mutationFn: (liveClass: LiveClass) =>
      apiClient.download(`/live-classes/${encodeURIComponent(liveClass.id)}/ics`, {
        fallbackMessage: liveClassFallbacks.calendarFile,
        fileName: fileNameOf(liveClass.title),
        keepFileName: true,
      }),
  });
}
