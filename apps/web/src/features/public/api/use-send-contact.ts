import { useMutation } from '@tanstack/react-query';
import { type ContactInput, contactMessages } from '@tutorium/contract/contact';
import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Sends a message to the Tutorium team; it lands in the admins' Inbox. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactInput) =>
      callEndpoint(contactEndpoints.send, { body, fallbackMessage: contactMessages.sendThrown }),
  });
}
