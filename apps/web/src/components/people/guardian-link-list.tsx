import { useLingui } from '@lingui/react/macro';
import { guardianLinkEndpoints } from '@tutorium/contract/endpoints/guardians';
import { type GuardianLink, type GuardianLinkState, guardianMessages } from '@tutorium/contract/guardians';
import { Check, Unlink } from 'lucide-react';
import type { RefObject } from 'react';
import toast from 'react-hot-toast';
import { messageOf } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useSignedInUser } from '../../lib/session';
import { useConfirmedDeletion } from '../../lib/use-confirmed-deletion';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { Badge, type BadgeTone } from '../ui/badge';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** Who reads the list: the student it is about, or a teacher or admin of theirs (the state reads differently). */
type GuardianListViewer = 'student' | 'staff';

const stateTones: Readonly<Record<GuardianLinkState, BadgeTone>> = {
  invited: 'slate',
  awaiting_approval: 'yellow',
  active: 'green',
};

function StateBadge({ state, viewer }: { state: GuardianLinkState; viewer: GuardianListViewer }) {
  const { t } = useLingui();
  const labels: Readonly<Record<GuardianLinkState, string>> = {
    invited: t`Invited`,
    awaiting_approval: viewer === 'student' ? t`Awaiting your approval` : t`Awaiting the student’s approval`,
    active: t`Active`,
  };
  return <Badge tone={stateTones[state]}>{labels[state]}</Badge>;
}

/** The guardian's name once they accepted, else the address the invitation went to. */
const whoOf = (link: GuardianLink): string => link.guardian?.name ?? link.invitedEmail;

/** "Invited by you", "Invited by Asha Rao", or nothing where the account that invited is erased. */
function InvitedBy({ link }: { link: GuardianLink }) {
  const { t } = useLingui();
  const { id } = useSignedInUser();
  const date = formatDate(link.createdAt);
  const inviter = link.invitedBy;
  if (inviter === null) return <>{t`Invited on ${date}`}</>;
  const name = inviter.name;
  return <>{inviter.id === id ? t`Invited by you on ${date}` : t`Invited by ${name} on ${date}`}</>;
}

interface RowProps {
  link: GuardianLink;
  viewer: GuardianListViewer;
  approving: boolean;
  onApprove: (link: GuardianLink) => void;
  onEnd: (link: GuardianLink) => void;
}

function GuardianRow({ link, viewer, approving, onApprove, onEnd }: RowProps) {
  const { t } = useLingui();
  const who = whoOf(link);
  const relationship = link.relationship;
  const endLabel = link.state === 'invited' ? t`Withdraw invitation` : link.canApprove ? t`Decline` : t`End link`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900">
          <span className="min-w-0 break-words">{who}</span>
          <StateBadge state={link.state} viewer={viewer} />
        </p>
        <p className="text-sm break-words text-slate-700">
          {link.guardian ? link.guardian.email : t`Invitation emailed, not yet accepted`}
        </p>
        {relationship !== '' && <p className="text-sm text-slate-700">{t`Relationship: ${relationship}`}</p>}
        <p className="text-sm text-slate-600">
          <InvitedBy link={link} />
        </p>
      </div>
      {(link.canApprove || link.canEnd) && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {link.canApprove && (
            <Button
              size="sm"
              icon={Check}
              loading={approving}
              onClick={() => onApprove(link)}
              aria-label={t`Approve ${who}`}
            >
              {t`Approve`}
            </Button>
          )}
          {link.canEnd && (
            <Button
              variant="secondary"
              size="sm"
              icon={Unlink}
              onClick={() => onEnd(link)}
              aria-label={t`${endLabel}: ${who}`}
            >
              {endLabel}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** What the confirmation says before a link ends, by what ending it means for whom. */
function useEndWords(link: GuardianLink | null, viewer: GuardianListViewer, studentName: string | undefined) {
  const { t } = useLingui();
  if (link === null) return { title: '', description: '', confirm: '' };
  const who = whoOf(link);
  const email = link.invitedEmail;
  if (link.state === 'invited') {
    return {
      title: t`Withdraw the invitation?`,
      description: t`The invitation sent to ${email} stops working. You can invite them again later.`,
      confirm: t`Withdraw invitation`,
    };
  }
  if (viewer === 'student') {
    return {
      title: link.canApprove ? t`Decline ${who} as your guardian?` : t`End the link with ${who}?`,
      description: t`${who} will no longer follow your attendance, classes and grades in Tutorium, or receive emails about you.`,
      confirm: link.canApprove ? t`Decline` : t`End link`,
    };
  }
  const student = studentName ?? '';
  return {
    title: t`End the link with ${who}?`,
    description: t`${who} will no longer follow ${student} in Tutorium, or receive emails about them.`,
    confirm: t`End link`,
  };
}

interface GuardianLinkListProps {
  links: readonly GuardianLink[];
  viewer: GuardianListViewer;
  /** The student the links are about, named in the staff's confirmation. */
  studentName?: string;
  /** Where focus goes once an ended link's row is gone (the list's heading). */
  focusAfter?: RefObject<HTMLElement | null>;
}

/**
 * A student's guardian links (docs/product.md, "Guardians"): who, their state, who invited them, and
 * the buttons the API says the reader may use: approve (the adult student), end or withdraw (behind a
 * confirmation). Shown to the student on My guardians and to their teacher in the Students screen.
 */
export function GuardianLinkList({ links, viewer, studentName, focusAfter }: GuardianLinkListProps) {
  const { t } = useLingui();
  const approve = useEndpointMutation(guardianLinkEndpoints.approve, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
  const end = useEndpointMutation(guardianLinkEndpoints.end, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
  const ending = useConfirmedDeletion<GuardianLink>(end, {
    doneMessage: guardianMessages.ended,
    failedMessage: guardianLinkEndpoints.end.fallbackMessage,
    focusAfter,
  });
  const words = useEndWords(ending.item, viewer, studentName);

  const onApprove = (link: GuardianLink) =>
    approve.mutate(link.id, {
      onSuccess: ({ message }) => toast.success(message || guardianMessages.approved),
      onError: (error) => toast.error(messageOf(error, guardianLinkEndpoints.approve.fallbackMessage)),
    });

  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label={t`Guardians`}>
        {links.map((link) => (
          <GuardianRow
            key={link.id}
            link={link}
            viewer={viewer}
            approving={approve.isPending && approve.variables === link.id}
            onApprove={onApprove}
            onEnd={ending.ask}
          />
        ))}
      </ul>
      <ConfirmDialog
        {...ending.dialog}
        title={words.title}
        description={words.description}
        confirmLabel={words.confirm}
      />
    </>
  );
}
