import { guardianLinkEndpoints } from '@tutorium/contract/endpoints/guardians';
import type { GuardianInviteBody } from '@tutorium/contract/guardians';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** A student's guardian links, for their teacher or an admin. */
export const useStudentGuardians = (studentId: string) =>
  useEndpointQuery(guardianLinkEndpoints.studentGuardians, {
    input: { params: { studentId } },
    pick: ({ data }) => data.links,
  });

/** Invites a guardian for a student of the signed-in teacher's (an adult student then approves the link). */
export function useInviteStudentGuardian(studentId: string) {
  return useEndpointMutation(guardianLinkEndpoints.inviteForStudent, {
    input: (body: GuardianInviteBody) => ({ params: { studentId }, body }),
  });
}
