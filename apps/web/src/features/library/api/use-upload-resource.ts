import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseCategory } from '@tutorium/contract/courses';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';
import { readsTagged, staleAfter } from '../../../lib/endpoint-query';

export interface ResourceUpload {
  title: string;
  description: string;
  category: CourseCategory;
  file: File;
}

/**
 * Sent as multipart/form-data: the endpoint has no body schema (the API reads the form as it streams
 * in), so the FormData goes through the API client to the endpoint's URL. Failures carry the server's
 * message and field errors: 415 for a file of the wrong kind, 413 for one too large.
 */
function uploadResource(upload: ResourceUpload) {
  const body = new FormData();
  body.set('title', upload.title);
  body.set('description', upload.description);
  body.set('category', upload.category);
  body.set('file', upload.file, upload.file.name);
  return apiClient.post(endpointUrl(resourceEndpoints.upload), {
    body,
    schema: resourceEndpoints.upload.response,
    fallbackMessage: resourceEndpoints.upload.fallbackMessage,
  });
}

export function useUploadResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResource,
    onSuccess: () => queryClient.invalidateQueries(readsTagged(staleAfter(resourceEndpoints.upload))),
  });
}
