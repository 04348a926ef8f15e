import { userEndpoints } from '@tutorium/contract/endpoints/users';
import type { TeacherContact } from '@tutorium/contract/users';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** Emails a teacher through the server; the student never learns the address. */
export function useContactTeacher(teacherId: string) {
  return useEndpointMutation(userEndpoints.contactTeacher, {
    input: (body: TeacherContact) => ({ params: { id: teacherId }, body }),
  });
}
