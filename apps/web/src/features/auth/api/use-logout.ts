import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/href';
import { endSession } from '../../../lib/session';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** Ends the session on the server, and locally whatever the server says. */
export function useLogout() {
  const navigate = useNavigate();
  return useEndpointMutation(authEndpoints.logout, {
    onSuccess: ({ message }) => toast.success(message),
    onSettled: async (_answer, _error, _variables, _onMutateResult, { client }) => {
      endSession(client);
      await navigate(href('site.chooseUser'), { replace: true });
    },
  });
}
