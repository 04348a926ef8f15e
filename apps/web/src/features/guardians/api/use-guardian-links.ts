import { guardianLinkEndpoints } from '@tutorium/contract/endpoints/guardians';
import type { GuardianInviteBody } from '@tutorium/contract/guardians';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** The signed-in student invites a guardian by email; their list is read again. */
export function useInviteMyGuardian() {
  return useEndpointMutation(guardianLinkEndpoints.inviteMine, {
    input: (body: GuardianInviteBody) => ({ body }),
  });
}
