import { useMutation } from '@tanstack/react-query';
import type { MessageAttachment } from '@tutorium/contract/conversations';
import { conversationEndpoints } from '@tutorium/contract/endpoints/conversations';
import { apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';

/**
 * Uploads one file to a conversation, as multipart/form-data (the endpoint has no body schema: the API
 * reads the file as it streams in); its id then goes with the message. 415 for a kind the API does not
 * take, 413 for one too large, with the server's message.
 */
export function useUploadAttachment(conversationId: string) {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.set('file', file, file.name);
      const answer = await apiClient.post(
        endpointUrl(conversationEndpoints.upload, { params: { id: conversationId } }),
        {
          body,
          schema: conversationEndpoints.upload.response,
          fallbackMessage: conversationEndpoints.upload.fallbackMessage,
        },
      );
      return answer.data;
    },
  });
}

/** Downloads an attachment with the session token (a plain link could not send it). */
export function useDownloadAttachment(conversationId: string) {
  return useMutation({
    mutationFn: (attachment: MessageAttachment) =>
      apiClient.download(
        endpointUrl(conversationEndpoints.attachment, { params: { id: conversationId, attachmentId: attachment.id } }),
        { fallbackMessage: conversationEndpoints.attachment.fallbackMessage, fileName: attachment.fileName },
      ),
  });
}
