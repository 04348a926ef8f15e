import { guardianPortalEndpoints } from '@tutorium/contract/endpoints/guardians';
import { useEndpointQuery } from '../../../lib/endpoint-query';

/**
 * The children the signed-in account follows. The portal menu asks too (whether to offer the guardian
 * portal to a student, teacher or admin), with the usual cache time; `fresh` is for a screen that
 * shows them, which sums up what changes elsewhere and so asks afresh each time it opens.
 */
export const useGuardianChildren = ({ enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {}) =>
  useEndpointQuery(guardianPortalEndpoints.children, {
    pick: ({ data }) => data,
    enabled,
    ...(fresh ? { staleTime: 0 } : {}),
  });

/** One child's overview, asked afresh each time the screen opens: teachers mark and grade meanwhile. */
export const useChildOverview = (studentId: string) =>
  useEndpointQuery(guardianPortalEndpoints.child, {
    input: { params: { studentId } },
    pick: ({ data }) => data,
    staleTime: 0,
  });
