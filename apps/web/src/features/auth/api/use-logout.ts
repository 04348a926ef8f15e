import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/href';
import { endSession } from '../../../lib/session';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/**
 * Ends the session on the server, and locally whatever the server says, then lands on the home page
 * saying so: a person who chose to sign out is done, not asked which portal to sign in to next (a
 * session that expires still goes to /choose-user).
 */
export function useLogout() {
  const navigate = useNavigate();
  return useEndpointMutation(authEndpoints.logout, {
    onSettled: async (_answer, _error, _variables, _onMutateResult, { client }) => {
      const home = href('site.landing');
      endSession(client, home);
      toast.success(messages.logout.success, { id: messages.logout.success });
      await navigate(home, { replace: true });
    },
  });
}
