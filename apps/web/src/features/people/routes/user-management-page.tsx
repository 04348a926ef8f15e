import { type Role, roleSchema, type UserStatus, userStatusSchema } from '@tutorium/contract/roles';
import { type User, userMessages } from '@tutorium/contract/users';
import { UserPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { QueryView } from '../../../components/list-screen/query-view';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { roleOptions } from '../../../components/ui/role-badge';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { messageOf } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/session';
import { useFocusAfterClose } from '../../../lib/use-focus-after-close';
import { useListParams } from '../../../lib/use-list-params';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { peopleMessages } from '../api/people-messages';
import { useDeleteUser } from '../api/use-delete-user';
import { useSendResetCode } from '../api/use-send-reset-code';
import { useUpdateUser } from '../api/use-update-user';
import { useUsers } from '../api/use-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { EraseUserDescription } from '../components/erase-user-description';
import { ListLoading } from '../components/list-loading';
import { ResultsSummary } from '../components/results-summary';
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
  const { params, page, update, reset } = useListParams();
  const search = params.get('search') ?? '';
  const role = roleSchema.safeParse(params.get('role')).data;
  const status = userStatusSchema.safeParse(params.get('status')).data;
  const users = useUsers({ search, role, status, page });
  const updateUser = useUpdateUser();
  const sendResetCode = useSendResetCode();
  const deleteUser = useDeleteUser();
  const [creating, setCreating] = useState(false);
  const [toSuspend, setToSuspend] = useState<User | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const { targetRef: summaryRef, focusOnClose } = useFocusAfterClose<HTMLParagraphElement>(
    toDelete !== null || toSuspend !== null,
  );

  usePageInRange(users, page, update);

  const saving = updateUser.isPending ? updateUser.variables : undefined;
  const shown = (user: User) => ({
    status: (saving?.userId === user.id ? saving.change.status : undefined) ?? user.status,
    role: (saving?.userId === user.id ? saving.change.role : undefined) ?? user.role,
  });

  const saveRole = (user: User, next: Role) => {
    if (next === user.role) return;
    updateUser.mutate(
      { userId: user.id, change: { role: next } },
      {
        onSuccess: ({ message }) => {
          toast.success(message || userMessages.userUpdated);
          // Under a role filter the row leaves the list, taking the focused control with it.
          if (role !== undefined) summaryRef.current?.focus();
        },
        onError: (error) => toast.error(messageOf(error, peopleMessages.updateUserFailed)),
      },
    );
  };

  const sendCode = (user: User) =>
    sendResetCode.mutate(user.id, {
      onSuccess: ({ message }) => toast.success(message || userMessages.resetCodeSent),
      onError: (error) => toast.error(messageOf(error, peopleMessages.sendResetCodeFailed)),
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
        onError: (error) => toast.error(messageOf(error, peopleMessages.updateUserFailed)),
        onSettled: () => setToSuspend(null),
      },
    );
  };

  const changeStatus = (user: User, next: UserStatus) => {
    if (next === user.status) return;
    if (next === 'suspended') setToSuspend(user);
    else saveStatus(user, next);
  };

  const confirmDelete = () => {
    if (toDelete === null) return;
    deleteUser.mutate(toDelete.id, {
      onSuccess: ({ message }) => {
        toast.success(message || userMessages.userDeleted);
        focusOnClose();
        setToDelete(null);
      },
      onError: (error) => {
        toast.error(messageOf(error, peopleMessages.deleteUserFailed));
        setToDelete(null);
      },
    });
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
            <LinkButton to="/admin/students" variant="secondary">
              Your Students
            </LinkButton>
          </>
        }
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <SearchBox
            label="Search users"
            placeholder="Search by name or email"
            value={search}
            onSearch={(value) => update({ search: value }, { replace: true })}
          />
        </div>
        <SelectField
          label="Role"
          value={role ?? ''}
          options={roleFilterOptions}
          onChange={(event) => update({ role: event.target.value })}
        />
        <SelectField
          label="Status"
          value={status ?? ''}
          options={statusFilterOptions}
          onChange={(event) => update({ status: event.target.value })}
        />
      </div>
      <QueryView
        query={users}
        loadingLabel="Loading users"
        loading={<ListLoading label="Loading users" />}
        header={(data) => (
          <ResultsSummary ref={summaryRef} total={data.pagination.total} singular="user" plural="users" />
        )}
        isEmpty={(data) => data.data.length === 0}
        empty={
          <EmptyState
            icon={UserRound}
            title={filtered ? 'No users match your search or filters' : 'No users yet'}
            description={filtered ? 'Try a different name or email, or another role or status.' : undefined}
            action={
              filtered && (
                <Button variant="secondary" onClick={reset}>
                  Clear search and filters
                </Button>
              )
            }
          />
        }
        paging={{
          label: 'Users pages',
          page,
          pagesOf: (data) => data.pagination.pages,
          onPageChange: (next) => update({ page: next }),
          compact: true,
        }}
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
            onDelete={setToDelete}
          />
        )}
      </QueryView>
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
        open={toDelete !== null}
        title="Delete account?"
        description={toDelete && <EraseUserDescription user={toDelete} />}
        confirmLabel="Delete account"
        destructive
        loading={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
