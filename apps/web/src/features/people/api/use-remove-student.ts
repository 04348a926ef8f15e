import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** Unenrols a student from the signed-in teacher's courses; their account stays. */
export function useRemoveStudent() {
  return useEndpointMutation(userEndpoints.removeStudent, {
    input: (studentId: string) => ({ params: { id: studentId } }),
  });
}
