import { type UserStatus, userStatusSchema } from '@tutorium/contract/roles';
import type { User } from '@tutorium/contract/users';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { RoleBadge } from '../../../components/ui/role-badge';
import { formatDate } from '../../../lib/format';
import { cellClassName, EmailText, PeopleTable, rowHeaderClassName } from './people-table';
import { StatusBadge, statusOptions } from './status-badge';

const columns = [
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Joined' },
  { label: 'Actions', visuallyHidden: true },
] as const;

const selectClassName =
  'rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 shadow-sm ' +
  'focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none disabled:bg-slate-100';

interface UsersTableProps {
  users: readonly User[];
  currentUserId: string;
  busy: boolean;
  /** The status a user's select shows: the one being saved, if any, else their own. */
  shownStatus: (user: User) => UserStatus;
  /** The user whose status is being saved, whose select waits for the answer. */
  savingUserId: string | undefined;
  onStatusChange: (user: User, status: UserStatus) => void;
  onDelete: (user: User) => void;
}

export function UsersTable({
  users,
  currentUserId,
  busy,
  shownStatus,
  savingUserId,
  onStatusChange,
  onDelete,
}: UsersTableProps) {
  return (
    <PeopleTable caption="All users" columns={columns} busy={busy}>
      {users.map((user) => (
        <tr key={user.id}>
          <th scope="row" className={rowHeaderClassName}>
            {user.name}
          </th>
          <td className={cellClassName}>
            <EmailText email={user.email} />
          </td>
          <td className={cellClassName}>
            <RoleBadge role={user.role} />
          </td>
          <td className={cellClassName}>
            <StatusBadge status={user.status} />
          </td>
          <td className={`${cellClassName} whitespace-nowrap`}>
            <time dateTime={user.joinedDate}>{formatDate(user.joinedDate)}</time>
          </td>
          <td className={`${cellClassName} text-right`}>
            {user.id === currentUserId ? (
              <span className="inline-block py-1.5 text-sm font-medium text-slate-600">You</span>
            ) : (
              <div className="flex items-center justify-end gap-2">
                <select
                  aria-label={`Status for ${user.name}`}
                  value={shownStatus(user)}
                  disabled={savingUserId === user.id}
                  aria-busy={savingUserId === user.id || undefined}
                  onChange={(event) => {
                    const status = userStatusSchema.safeParse(event.target.value);
                    if (status.success) onStatusChange(user, status.data);
                  }}
                  className={selectClassName}
                >
                  {statusOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${user.name}`}
                  onClick={() => onDelete(user)}
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              </div>
            )}
          </td>
        </tr>
      ))}
    </PeopleTable>
  );
}
