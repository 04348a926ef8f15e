import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@tutorium/contract/api';
import type { TeacherContact } from '@tutorium/contract/users';
import { apiClient } from '../../../lib/api-client';
import { learningMessages } from './learning-messages';

/** Emails a teacher through the server; the student never learns the address. */
export function useContactTeacher(teacherId: string) {
  return useMutation({
    mutationFn: (body: TeacherContact) =>
      apiClient.post(`/users/teachers/${encodeURIComponent(teacherId)}/contact`, {
        schema: messageResponseSchema,
        fallbackMessage: learningMessages.sendFailed,
        body,
      }),
  });
}
