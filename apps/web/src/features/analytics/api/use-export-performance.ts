import { useMutation } from '@tanstack/react-query';
import { errorResponseSchema } from '@tutorium/contract/api';
import { ApiError } from '../../../lib/api-client';
import { clearToken, getToken } from '../../../lib/token-storage';
import { analyticsFallbacks } from './analytics-fallbacks';
import { type PerformanceParams, toQueryString } from './analytics-keys';

const FALLBACK_FILE_NAME = 'student-performance.csv';

/** The name the server gives the file (`attachment; filename="…"`), else a plain one. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_FILE_NAME;
}

async function failureOf(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const failure = errorResponseSchema.safeParse(payload);
  return new ApiError(response.status, failure.success ? failure.data.message : analyticsFallbacks.export);
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads the performance table as CSV with the search and sort on screen (every page). The API
 * client reads JSON only, so this asks with the same bearer token itself and hands the file to the
 * browser through an object URL. A dead session clears the token, which sends the user to sign in.
 */
export function useExportPerformance() {
  return useMutation({
    mutationFn: async ({ search, sort, order }: Omit<PerformanceParams, 'page'>) => {
      const token = getToken();
      const headers = new Headers({ Accept: 'text/csv' });
      if (token !== null) headers.set('Authorization', `Bearer ${token}`);
      let response: Response;
      try {
        response = await fetch(`/api/analytics/performance/export?${toQueryString({ search, sort, order })}`, {
          headers,
        });
      } catch {
        throw new ApiError(0, analyticsFallbacks.export);
      }
      if (!response.ok) {
        const failure = await failureOf(response);
        if (response.status === 401 && token !== null) clearToken();
        throw failure;
      }
      saveFile(await response.blob(), fileNameOf(response));
    },
  });
}
