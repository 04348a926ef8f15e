import { useMutation } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import type { TeacherContact } from '@tutorium/contract/users';
import { callEndpoint } from '../../../lib/endpoint-client';
import { learningMessages } from './learning-messages';

/** Emails a teacher through the server; the student never learns the address. */
export function useContactTeacher(teacherId: string) {
  return useMutation({
    mutationFn: (body: TeacherContact) =>
      callEndpoint(userEndpoints.contactTeacher, {
        params: { id: teacherId },
        body,
        fallbackMessage: learningMessages.sendFailed,
      }),
  });
}
