import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { type User, userMessages } from '@tutorium/contract/users';
import { UserPlus, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { FilterBar } from '../../../components/list-screen/filter-bar';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { type MessageRecipient, WriteMessageDialog } from '../../../components/messages/write-message-dialog';
import { roleOptions } from '../../../components/people/role-badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { messageOf } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/session';
import { useConfirmedDeletion } from '../../../lib/use-confirmed-deletion';
import { useFocusAfterClose } from '../../../lib/use-focus-after-close';
import { useListParams } from '../../../lib/use-list-params';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useDeleteUser } from '../api/use-delete-user';
import { useSendResetCode } from '../api/use-send-reset-code';
import { useUpdateUser } from '../api/use-update-user';
import { useUsers } from '../api/use-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { EraseUserDescription } from '../components/erase-user-description';
import { PeopleList } from '../components/people-list';
import { useStatusOptions } from '../components/status-badge';
import { changeText, type ProposedChange } from '../components/user-change-text';
import { UsersTable } from '../components/users-table';

/**
 * Every account on the platform, for admins: search, filter, create an account, change a role or a
 * status, send a verification code to choose a new password, delete.
 */
export function UserManagementPage() {
  const { t } = useLingui();
  const me = useSignedInUser();
  const { filters, page, update, reset } = useListParams('teacher.users');
  const { search = '', role, status } = filters;
  const users = useUsers({ search, role, status, page });
  const updateUser = useUpdateUser();
  const sendResetCode = useSendResetCode();
  const [creating, setCreating] = useState(false);
  const [writingTo, setWritingTo] = useState<MessageRecipient | null>(null);
  const [proposal, setProposal] = useState<ProposedChange | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { focusOnClose } = useFocusAfterClose(proposal !== null, summaryRef);
  const deletion = useConfirmedDeletion<User>(useDeleteUser(), {
    doneMessage: userMessages.userDeleted,
    failedMessage: userEndpoints.remove.fallbackMessage,
    focusAfter: summaryRef,
  });

  usePageInRange(users, page, update);

  /** The dialog's text while it is closed, so the native dialog stays mounted and hands focus back to the select. */
  const closedText = { title: '', description: '', confirmLabel: t`Confirm`, destructive: false };
  const roleFilterOptions = [{ value: '', label: t`All roles` }, ...roleOptions];
  const statusFilterOptions = [{ value: '', label: t`All statuses` }, ...useStatusOptions()];

  // A select shows the value proposed or being saved; Cancel (or a refusal) puts it back to the account's own.
  const pending = updateUser.isPending ? updateUser.variables : proposal && { userId: proposal.user.id, ...proposal };
  const shown = (user: User) => {
    const change = pending?.userId === user.id ? pending.change : {};
    return {
      status: ('status' in change ? change.status : undefined) ?? user.status,
      role: ('role' in change ? change.role : undefined) ?? user.accountRole,
    };
  };

  const sendCode = (user: User) =>
    sendResetCode.mutate(user.id, {
      onSuccess: ({ message }) => toast.success(message || userMessages.resetCodeSent),
      onError: (error) => toast.error(messageOf(error, userEndpoints.sendResetCode.fallbackMessage)),
    });

  /** Choosing a role or status only proposes it: nothing is saved until the admin confirms. */
  const propose = (user: User, change: ProposedChange['change']) => {
    const unchanged = 'role' in change ? change.role === user.accountRole : change.status === user.status;
    if (!unchanged) setProposal({ user, change });
  };

  const confirm = (confirmed: ProposedChange) => {
    updateUser.mutate(
      { userId: confirmed.user.id, change: confirmed.change },
      {
        onSuccess: ({ message }) => {
          toast.success(message || userMessages.userUpdated);
          // Under a filter the row may leave the list, taking the focused select with it.
          const leaves = 'role' in confirmed.change ? role !== undefined : status !== undefined;
          if (leaves) focusOnClose();
        },
        onError: (error) => toast.error(messageOf(error, userEndpoints.update.fallbackMessage)),
        onSettled: () => setProposal(null),
      },
    );
  };

  const filtered = search !== '' || role !== undefined || status !== undefined;

  return (
    <>
      <PageHeader
        title={t`User Management`}
        description={t`Every account on Tutorium: create one, change a role or a status, send a reset code, or delete one.`}
        actions={
          <Button onClick={() => setCreating(true)} icon={UserPlus}>
            <Trans>Create account</Trans>
          </Button>
        }
      />
      <FilterBar
        className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        search={{
          label: t`Search users`,
          placeholder: t`Search by name or email`,
          value: search,
          className: 'sm:col-span-2',
        }}
        selects={[
          { param: 'role', label: t`Role`, value: role ?? '', options: roleFilterOptions },
          { param: 'status', label: t`Status`, value: status ?? '', options: statusFilterOptions },
        ]}
        onChange={update}
      />
      <PeopleList
        query={users}
        words={{
          loading: t`Loading users`,
          pages: t`Users pages`,
          count: (total) => t`${plural(total, { one: '# user', other: '# users' })}`,
        }}
        summaryRef={summaryRef}
        page={page}
        onPageChange={(next) => update({ page: next })}
        empty={
          filtered ? (
            <NoMatches
              icon={UserRound}
              title={t`No users match your search or filters`}
              description={t`Try a different name or email, or another role or status.`}
              onClear={reset}
              clearLabel={t`Clear search and filters`}
            />
          ) : (
            <EmptyState icon={UserRound} title={t`No users yet`} />
          )
        }
      >
        {(data) => (
          <UsersTable
            users={data.data}
            currentUserId={me.id}
            busy={users.isPlaceholderData}
            shown={shown}
            savingUserId={updateUser.isPending ? updateUser.variables.userId : undefined}
            sendingCodeTo={sendResetCode.isPending ? sendResetCode.variables : undefined}
            onStatusChange={(user, next) => propose(user, { status: next })}
            onRoleChange={(user, next) => propose(user, { role: next })}
            onSendResetCode={sendCode}
            onMessage={(user) => setWritingTo({ id: user.id, name: user.name })}
            onDelete={deletion.ask}
          />
        )}
      </PeopleList>
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <WriteMessageDialog recipient={writingTo} onClose={() => setWritingTo(null)} />
      <ConfirmDialog
        open={proposal !== null}
        {...(proposal ? changeText(proposal) : closedText)}
        loading={updateUser.isPending}
        onConfirm={() => {
          if (proposal !== null) confirm(proposal);
        }}
        onCancel={() => setProposal(null)}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t`Delete account?`}
        description={deletion.item && <EraseUserDescription user={deletion.item} />}
        confirmLabel={t`Delete account`}
      />
    </>
  );
}
