import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endSession } from '../../../lib/session';

/** Ends the session on the server, and locally whatever the server says. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callEndpoint(authEndpoints.logout, { fallbackMessage: messages.unexpected }),
    onSuccess: ({ message }) => toast.success(message),
    onSettled: async () => {
      endSession(queryClient);
      await navigate('/choose-user', { replace: true });
    },
  });
}
