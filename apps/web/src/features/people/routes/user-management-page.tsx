import { userEndpoints } from '@tutorium/contract/endpoints/users';
import type { Role, UserStatus } from '@tutorium/contract/roles';
import { type User, userMessages } from '@tutorium/contract/users';
import { UserPlus, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { FilterBar } from '../../../components/list-screen/filter-bar';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { roleOptions } from '../../../components/people/role-badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { messageOf } from '../../../lib/api-client';
import { href } from '../../../lib/href';
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
import { statusOptions } from '../components/status-badge';
import { UsersTable } from '../components/users-table';

const roleFilterOptions = [{ value: '', label: 'All roles' }, ...roleOptions];
const statusFilterOptions = [{ value: '', label: 'All statuses' }, ...statusOptions];

/**
 * Every account on the platform, for admins: search, filter, create an account, change a role or a
 * status, send a verification code to choose a new password, delete.
 */
export function UserManagementPage() {
  const me = useSignedInUser();
  const { filters, page, update, reset } = useListParams('teacher.users');
  const { search = '', role, status } = filters;
  const users = useUsers({ search, role, status, page });
  const updateUser = useUpdateUser();
  const sendResetCode = useSendResetCode();
  const [creating, setCreating] = useState(false);
  const [toSuspend, setToSuspend] = useState<User | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { focusOnClose } = useFocusAfterClose(toSuspend !== null, summaryRef);
  const deletion = useConfirmedDeletion<User>(useDeleteUser(), {
    doneMessage: userMessages.userDeleted,
    failedMessage: userEndpoints.remove.fallbackMessage,
    focusAfter: summaryRef,
  });

  usePageInRange(users, page, update);

  const saving = updateUser.isPending ? updateUser.variables : undefined;
  const shown = (user: User) => ({
    status: (saving?.userId === user.id ? saving.change.status : undefined) ?? user.status,
    role: (saving?.userId === user.id ? saving.change.role : undefined) ?? user.accountRole,
  });

  const saveRole = (user: User, next: Role) => {
    if (next === user.accountRole) return;
    updateUser.mutate(
      { userId: user.id, change: { role: next } },
      {
        onSuccess: ({ message }) => {
          toast.success(message || userMessages.userUpdated);
          // Under a role filter the row leaves the list, taking the focused control with it.
          if (role !== undefined) summaryRef.current?.focus();
        },
        onError: (error) => toast.error(messageOf(error, userEndpoints.update.fallbackMessage)),
      },
    );
  };

  const sendCode = (user: User) =>
    sendResetCode.mutate(user.id, {
      onSuccess: ({ message }) => toast.success(message || userMessages.resetCodeSent),
      onError: (error) => toast.error(messageOf(error, userEndpoints.sendResetCode.fallbackMessage)),
    });

  const saveStatus = (user: User, next: UserStatus) => {
    updateUser.mutate(
      { userId: user.id, change: { status: next } },
      {
        onSuccess: ({ message }) => {
          toast.success(message || userMessages.userUpdated);
          // Under a status filter the row leaves the list, taking the focused control with it.
          if (status === undefined) return;
          if (next === 'suspended') focusOnClose();
          else summaryRef.current?.focus();
        },
        onError: (error) => toast.error(messageOf(error, userEndpoints.update.fallbackMessage)),
        onSettled: () => setToSuspend(null),
      },
    );
  };

  const changeStatus = (user: User, next: UserStatus) => {
    if (next === user.status) return;
    if (next === 'suspended') setToSuspend(user);
    else saveStatus(user, next);
  };

  const filtered = search !== '' || role !== undefined || status !== undefined;

  return (
    <>
      <PageHeader
        title="User Management"
        description="Every account on Tutorium: create one, change a role or a status, send a reset code, or delete one."
        actions={
          <>
            <Button onClick={() => setCreating(true)} icon={UserPlus}>
              Create account
            </Button>
            <LinkButton to={href('teacher.students')} variant="secondary">
              Your Students
            </LinkButton>
          </>
        }
      />
      <FilterBar
        className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        search={{
          label: 'Search users',
          placeholder: 'Search by name or email',
          value: search,
          className: 'sm:col-span-2',
        }}
        selects={[
          { param: 'role', label: 'Role', value: role ?? '', options: roleFilterOptions },
          { param: 'status', label: 'Status', value: status ?? '', options: statusFilterOptions },
        ]}
        onChange={update}
      />
      <PeopleList
        query={users}
        singular="user"
        plural="users"
        summaryRef={summaryRef}
        page={page}
        onPageChange={(next) => update({ page: next })}
        empty={
          filtered ? (
            <NoMatches
              icon={UserRound}
              title="No users match your search or filters"
              description="Try a different name or email, or another role or status."
              onClear={reset}
              clearLabel="Clear search and filters"
            />
          ) : (
            <EmptyState icon={UserRound} title="No users yet" />
          )
        }
      >
        {(data) => (
          <UsersTable
            users={data.data}
            currentUserId={me.id}
            busy={users.isPlaceholderData}
            shown={shown}
            savingUserId={saving?.userId}
            sendingCodeTo={sendResetCode.isPending ? sendResetCode.variables : undefined}
            onStatusChange={changeStatus}
            onRoleChange={saveRole}
            onSendResetCode={sendCode}
            onDelete={deletion.ask}
          />
        )}
      </PeopleList>
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={toSuspend !== null}
        title={`Suspend ${toSuspend?.name ?? ''}?`}
        description="They will be signed out and cannot sign in until reactivated."
        confirmLabel="Suspend"
        destructive
        loading={updateUser.isPending}
        onConfirm={() => {
          if (toSuspend !== null) saveStatus(toSuspend, 'suspended');
        }}
        onCancel={() => setToSuspend(null)}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete account?"
        description={deletion.item && <EraseUserDescription user={deletion.item} />}
        confirmLabel="Delete account"
      />
    </>
  );
}
