import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { refreshAfterPeopleChange } from './people-keys';
import { peopleMessages } from './people-messages';

/** Unenrols a student from the signed-in teacher's courses; their account stays. */
export function useRemoveStudent() {
  return useEndpointMutation(userEndpoints.removeStudent, {
    input: (studentId: string) => ({ params: { id: studentId } }),
    fallbackMessage: peopleMessages.removeStudentFailed,
    onSuccess: (_answer, _variables, _onMutateResult, { client }) => refreshAfterPeopleChange(client),
  });
}
