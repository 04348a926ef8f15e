import { useMutation } from '@tanstack/react-query';
import { type ContactInput, contactCreatedSchema, contactMessages } from '@tutorium/contract/contact';
import { apiClient } from '../../../lib/api-client';

/** Sends a message to the Tutorium team (POST /api/contact); it lands in the admins' Inbox. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactInput) =>
      apiClient.post('/contact', {
        schema: contactCreatedSchema,
        fallbackMessage: contactMessages.sendThrown,
        body,
      }),
  });
}
