import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { refreshAfterPeopleChange } from './people-keys';
import { peopleMessages } from './people-messages';

/** An admin erases an account (docs/privacy.md); a teacher still running courses gets a 409 naming them. */
export function useDeleteUser() {
  return useEndpointMutation(userEndpoints.remove, {
    input: (userId: string) => ({ params: { id: userId } }),
    fallbackMessage: peopleMessages.deleteUserFailed,
    onSuccess: (_answer, _variables, _onMutateResult, { client }) => refreshAfterPeopleChange(client),
  });
}
