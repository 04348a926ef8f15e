import { roleSchema, type UserStatus, userStatusSchema } from '@tutorium/contract/roles';
import { type User, userMessages } from '@tutorium/contract/users';
import { UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { useSignedInUser } from '../../../lib/session';
import { messageOf, peopleMessages } from '../api/people-messages';
import { useDeleteUser } from '../api/use-delete-user';
import { useUpdateUserStatus } from '../api/use-update-user-status';
import { useUsers } from '../api/use-users';
import { FilterSelect } from '../components/filter-select';
import { ListLoading } from '../components/list-loading';
import { Pagination } from '../components/pagination';
import { ResultsSummary } from '../components/results-summary';
import { roleOptions } from '../components/role-badge';
import { SearchField } from '../components/search-field';
import { statusOptions } from '../components/status-badge';
import { useFocusAfterClose } from '../components/use-focus-after-close';
import { useListParams } from '../components/use-list-params';
import { UsersTable } from '../components/users-table';

/** Every account on the platform, for admins: search, filter, change a status, delete. */
export function UserManagementPage() {
  const me = useSignedInUser();
  const { get, page, setSearch, setFilter, setPage, clear } = useListParams();
  const search = get('search');
  const role = roleSchema.safeParse(get('role')).data;
  const status = userStatusSchema.safeParse(get('status')).data;
  const users = useUsers({ search, role, status, page });
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();
  const [toSuspend, setToSuspend] = useState<User | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const { targetRef: summaryRef, focusOnClose } = useFocusAfterClose<HTMLParagraphElement>(
    toDelete !== null || toSuspend !== null,
  );

  const { data, isPlaceholderData } = users;
  const pages = data?.pagination.pages;
  useEffect(() => {
    // A page past the end (an old link, or the last row of the last page deleted) shows the last page.
    if (pages !== undefined && !isPlaceholderData && page > pages) setPage(pages, true);
  }, [page, pages, isPlaceholderData, setPage]);

  const saving = updateStatus.isPending ? updateStatus.variables : undefined;

  const saveStatus = (user: User, next: UserStatus) => {
    updateStatus.mutate(
      { userId: user.id, status: next },
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

  const renderList = () => {
    if (users.isError) {
      return <ErrorPanel message={users.error.message} onRetry={() => void users.refetch()} />;
    }
    if (data === undefined) return <ListLoading label="Loading users" />;
    return (
      <>
        <ResultsSummary ref={summaryRef} total={data.pagination.total} singular="user" plural="users" />
        {data.data.length === 0 ? (
          <EmptyState
            icon={UserRound}
            title={filtered ? 'No users match your search or filters' : 'No users yet'}
            description={filtered ? 'Try a different name or email, or another role or status.' : undefined}
            action={
              filtered && (
                <Button variant="secondary" onClick={clear}>
                  Clear search and filters
                </Button>
              )
            }
          />
        ) : (
          <>
            <UsersTable
              users={data.data}
              currentUserId={me.id}
              busy={isPlaceholderData}
              shownStatus={(user) => (saving?.userId === user.id ? saving.status : user.status)}
              savingUserId={saving?.userId}
              onStatusChange={changeStatus}
              onDelete={setToDelete}
            />
            <Pagination
              label="Users pages"
              page={data.pagination.page}
              pages={data.pagination.pages}
              onPageChange={setPage}
            />
          </>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title="User Management"
        description="Every account on Tutorium: change a status or delete an account."
        actions={
          <LinkButton to="/admin/students" variant="secondary">
            Your Students
          </LinkButton>
        }
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <SearchField label="Search users" placeholder="Search by name or email" value={search} onSearch={setSearch} />
        </div>
        <FilterSelect
          label="Role"
          allLabel="All roles"
          value={role ?? ''}
          options={roleOptions}
          onChange={(value) => setFilter('role', value)}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={status ?? ''}
          options={statusOptions}
          onChange={(value) => setFilter('status', value)}
        />
      </div>
      {renderList()}
      <ConfirmDialog
        open={toSuspend !== null}
        title={`Suspend ${toSuspend?.name ?? ''}?`}
        description="They will be signed out and cannot sign in until reactivated."
        confirmLabel="Suspend"
        destructive
        loading={updateStatus.isPending}
        onConfirm={() => {
          if (toSuspend !== null) saveStatus(toSuspend, 'suspended');
        }}
        onCancel={() => setToSuspend(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete account?"
        description={
          toDelete &&
          `${toDelete.name}'s account (${toDelete.email}) will be permanently deleted, and their enrolments removed. This cannot be undone.`
        }
        confirmLabel="Delete account"
        destructive
        loading={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
