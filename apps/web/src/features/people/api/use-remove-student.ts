import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { callEndpoint } from '../../../lib/endpoint-client';
import { refreshAfterPeopleChange } from './people-keys';
import { peopleMessages } from './people-messages';

/** Unenrols a student from the signed-in teacher's courses; their account stays. */
export function useRemoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) =>
      callEndpoint(userEndpoints.removeStudent, {
        params: { id: studentId },
        fallbackMessage: peopleMessages.removeStudentFailed,
      }),
    onSuccess: () => refreshAfterPeopleChange(queryClient),
  });
}
