import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { guardianLinkEndpoints, guardianPortalEndpoints } from '@tutorium/contract/endpoints/guardians';
import { type GuardianChild, guardianMessages } from '@tutorium/contract/guardians';
import { Unlink } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { endpointKey, readsOf, readsTagged, staleAfter } from '../../../lib/endpoint-query';
import { href } from '../../../lib/href';
import { useConfirmedDeletion } from '../../../lib/use-confirmed-deletion';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

interface FollowedChild {
  /** The reader's link to the child, which ending deletes. */
  id: string;
  studentId: string;
  name: string;
}

/**
 * "Stop following" on a child's page (docs/product.md, "Guardians", Ending): behind a confirmation, the
 * guardian ends their own link to the child and goes back to My children, which no longer lists them.
 */
export function StopFollowing({ child }: { child: GuardianChild }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const end = useEndpointMutation(guardianLinkEndpoints.end, {
    input: (id: string) => ({ params: { id } }),
    // The child's page is left first (below), so a refetch does not ask for a child no longer followed.
    invalidateAfter: false,
  });
  const ending = useConfirmedDeletion<FollowedChild>(end, {
    doneMessage: guardianMessages.ended,
    failedMessage: guardianLinkEndpoints.end.fallbackMessage,
    afterDelete: async ({ studentId }) => {
      // My children asks afresh rather than showing the child from its kept answer meanwhile.
      queryClient.removeQueries(readsOf(guardianPortalEndpoints.children));
      await navigate(href('guardian.dashboard'), { replace: true });
      queryClient.removeQueries({ queryKey: endpointKey(guardianPortalEndpoints.child, { params: { studentId } }) });
      await queryClient.invalidateQueries(readsTagged(staleAfter(guardianLinkEndpoints.end)));
    },
  });
  const name = ending.item?.name ?? child.name;
  return (
    <>
      <Button
        variant="secondary"
        icon={Unlink}
        onClick={() => ending.ask({ id: child.linkId, studentId: child.id, name: child.name })}
      >
        {t`Stop following`}
      </Button>
      <ConfirmDialog
        {...ending.dialog}
        title={t`Stop following ${name}?`}
        description={t`You will no longer see ${name}'s attendance, classes, homework and grades here, or receive emails about them. To follow them again, they or their teacher would need to invite you again.`}
        confirmLabel={t`Stop following`}
      />
    </>
  );
}
