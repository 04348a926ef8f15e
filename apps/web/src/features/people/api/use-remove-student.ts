import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterPeopleChange } from './people-keys';
import { peopleMessages } from './people-messages';

/** Unenrols a student from the signed-in teacher's courses; their account stays. */
export function useRemoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) =>
      apiClient.delete(`/users/students/${encodeURIComponent(studentId)}`, {
        schema: messageResponseSchema,
        fallbackMessage: peopleMessages.removeStudentFailed,
      }),
    onSuccess: () => refreshAfterPeopleChange(queryClient),
  });
}
