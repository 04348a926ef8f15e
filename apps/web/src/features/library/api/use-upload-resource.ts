import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorResponseSchema } from '@tutorium/contract/api';
import type { CourseCategory } from '@tutorium/contract/courses';
import { resourceResponseSchema } from '@tutorium/contract/resources';
import { ApiError } from '../../../lib/api-client';
import { clearToken, getToken } from '../../../lib/token-storage';
import { libraryKeys } from './library-keys';
import { libraryMessages } from './library-messages';

export interface ResourceUpload {
  title: string;
  description: string;
  category: CourseCategory;
  file: File;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * POST /api/resources as multipart/form-data. The shared API client sends JSON only, so this call
 * uses fetch itself, with the same bearer token and the same error shape (ApiError with the
 * server's message and field errors: 415 for a file of the wrong kind, 413 for one too large).
 * A 401 clears the token, which sends the user to sign in again.
 */
async function uploadResource(upload: ResourceUpload) {
  const body = new FormData();
  body.set('title', upload.title);
  body.set('description', upload.description);
  body.set('category', upload.category);
  body.set('file', upload.file, upload.file.name);

  const token = getToken();
  const headers = new Headers({ Accept: 'application/json' });
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch('/api/resources', { method: 'POST', headers, body });
  } catch {
    throw new ApiError(0, libraryMessages.uploadFailed);
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const failure = errorResponseSchema.safeParse(payload);
    if (response.status === 401) clearToken();
    throw new ApiError(
      response.status,
      failure.success ? failure.data.message : libraryMessages.uploadFailed,
      failure.success ? failure.data.errors : undefined,
    );
  }
  const parsed = resourceResponseSchema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, libraryMessages.uploadFailed);
  return parsed.data;
}

export function useUploadResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.resources }),
  });
}
