import { type Role, roleSchema, type UserStatus, userStatusSchema } from '@tutorium/contract/roles';
import type { User } from '@tutorium/contract/users';
import { KeyRound, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { RoleBadge, roleOptions } from '../../../components/ui/role-badge';
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
  /** The status and role a user's selects show: the ones being saved, if any, else their own. */
  shown: (user: User) => { status: UserStatus; role: Role };
  /** The user whose change is being saved, whose selects wait for the answer. */
  savingUserId: string | undefined;
  /** The user a verification code is being sent to. */
  sendingCodeTo: string | undefined;
  onStatusChange: (user: User, status: UserStatus) => void;
  onRoleChange: (user: User, role: Role) => void;
  onSendResetCode: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UsersTable({
  users,
  currentUserId,
  busy,
  shown,
  savingUserId,
  sendingCodeTo,
  onStatusChange,
  onRoleChange,
  onSendResetCode,
  onDelete,
}: UsersTableProps) {
  return (
    <PeopleTable caption="All users" columns={columns} busy={busy}>
      {users.map((user) => (
        <tr key={user.id}>
          <th scope="row" className={rowHeaderClassName}>
            {user.name}
          </th>
          <td data-label="Email" className={cellClassName}>
            <EmailText email={user.email} />
          </td>
          <td data-label="Role" className={cellClassName}>
            {user.id === currentUserId ? (
              <RoleBadge role={user.role} />
            ) : (
              <select
                aria-label={`Role for ${user.name}`}
                value={shown(user).role}
                disabled={savingUserId === user.id}
                aria-busy={savingUserId === user.id || undefined}
                onChange={(event) => {
                  const role = roleSchema.safeParse(event.target.value);
                  if (role.success) onRoleChange(user, role.data);
                }}
                className={selectClassName}
              >
                {roleOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </td>
          <td data-label="Status" className={cellClassName}>
            <StatusBadge status={user.status} />
          </td>
          <td data-label="Joined" className={`${cellClassName} whitespace-nowrap`}>
            <time dateTime={user.joinedDate}>{formatDate(user.joinedDate)}</time>
          </td>
          <td className={`${cellClassName} text-right`}>
            {user.id === currentUserId ? (
              <span className="inline-block py-1.5 text-sm font-medium text-slate-600">You</span>
            ) : (
              <div className="flex flex-wrap items-center justify-end gap-2 max-sm:justify-start">
                <select
                  aria-label={`Status for ${user.name}`}
                  value={shown(user).status}
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
                  aria-label={`Send reset code to ${user.name}`}
                  loading={sendingCodeTo === user.id}
                  onClick={() => onSendResetCode(user)}
                  icon={KeyRound}
                >
                  Send reset code
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${user.name}`}
                  onClick={() => onDelete(user)}
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                  icon={Trash2}
                >
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
