import { useMutation } from '@tanstack/react-query';
import { errorResponseSchema } from '@tutorium/contract/api';
import type { LiveClass } from '@tutorium/contract/live-classes';
import { ApiError } from '../../../lib/api-client';
import { clearToken, getToken } from '../../../lib/token-storage';
import { liveClassFallbacks } from './live-class-fallbacks';

/** Long enough for the browser to have started the download before the file's address is freed. */
const REVOKE_AFTER_MS = 10_000;

/** "Algebra: Review!" becomes "algebra-review.ics". */
function fileNameOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'live-class'}.ics`;
}

async function failureMessage(response: Response): Promise<string> {
  try {
    const failure = errorResponseSchema.safeParse(await response.json());
    return failure.success ? failure.data.message : liveClassFallbacks.calendarFile;
  } catch {
    return liveClassFallbacks.calendarFile;
  }
}

/**
 * The class's .ics file comes from a signed-in call, so a plain link cannot fetch it: the file is
 * fetched with the bearer token and handed to the browser as a download. The API client reads JSON
 * only, hence the direct fetch; a 401 drops the token, and the portal guard then asks for a sign-in.
 */
async function downloadClassCalendar(liveClass: LiveClass): Promise<void> {
  const token = getToken();
  const headers = new Headers({ Accept: 'text/calendar' });
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`/api/live-classes/${encodeURIComponent(liveClass.id)}/ics`, { headers });
  } catch {
    throw new ApiError(0, liveClassFallbacks.calendarFile);
  }
  if (!response.ok) {
    const message = await failureMessage(response);
    if (response.status === 401) clearToken();
    throw new ApiError(response.status, message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(liveClass.title);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export function useDownloadClassCalendar() {
  return useMutation({ mutationFn: downloadClassCalendar });
}
