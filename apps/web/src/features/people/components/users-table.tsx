import { Trans, useLingui } from '@lingui/react/macro';
import type { AssignableRole, Role, UserStatus } from '@tutorium/contract/roles';
import type { User } from '@tutorium/contract/users';
import { KeyRound, MessagesSquare, Trash2 } from 'lucide-react';
import { assignableRoleOptions, RoleBadge } from '../../../components/people/role-badge';
import { Button } from '../../../components/ui/button';
import { SelectOptions } from '../../../components/ui/select-field';
import { cellClassName, PeopleTable, RowDangerButton } from './people-table';
import { StatusBadge, useStatusOptions } from './status-badge';

const selectClassName =
  'rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 shadow-sm ' +
  'focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none disabled:bg-slate-100';

interface RowSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  /** True while the row's change is being saved: the select waits for the answer. */
  saving: boolean;
  onChange: (value: T) => void;
}

/**
 * A compact select that proposes a change to one field of a row; it only reports values among its
 * options, and the screen asks for confirmation before saving, so arrow keys alone never save.
 */
function RowSelect<T extends string>({ label, value, options, saving, onChange }: RowSelectProps<T>) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={saving}
      aria-busy={saving || undefined}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      className={selectClassName}
    >
      <SelectOptions options={options} />
    </select>
  );
}

interface UsersTableProps {
  users: readonly User[];
  currentUserId: string;
  busy: boolean;
  /** The status and role a user's selects show: the ones proposed or being saved, if any, else their own. */
  shown: (user: User) => { status: UserStatus; role: Role };
  /** The user whose change is being saved, whose selects wait for the answer. */
  savingUserId: string | undefined;
  /** The user a verification code is being sent to. */
  sendingCodeTo: string | undefined;
  onStatusChange: (user: User, status: UserStatus) => void;
  /** Only to a role an admin can give: a guardian account's role is shown, never changed. */
  onRoleChange: (user: User, role: AssignableRole) => void;
  onSendResetCode: (user: User) => void;
  /** Writes to the user in Messages (an admin may write to anyone). */
  onMessage: (user: User) => void;
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
  onMessage,
  onDelete,
}: UsersTableProps) {
  const { t } = useLingui();
  const statusOptions = useStatusOptions();
  const actions = (user: User) => {
    const userName = user.name;
    return user.id === currentUserId ? (
      <span className="inline-block py-1.5 text-sm font-medium text-slate-600">
        <Trans>You</Trans>
      </span>
    ) : (
      <div className="flex flex-wrap items-center justify-end gap-2 max-sm:justify-start">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Message ${userName}`}
          onClick={() => onMessage(user)}
          icon={MessagesSquare}
        >
          <Trans>Message</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Send reset code to ${userName}`}
          loading={sendingCodeTo === user.id}
          onClick={() => onSendResetCode(user)}
          icon={KeyRound}
        >
          <Trans>Send reset code</Trans>
        </Button>
        <RowDangerButton
          label={t`Delete`}
          accessibleName={t`Delete ${userName}`}
          icon={Trash2}
          onClick={() => onDelete(user)}
        />
      </div>
    );
  };
  return (
    <PeopleTable caption={t`All users`} busy={busy} people={users} columns={[t`Role`, t`Status`]} actions={actions}>
      {(user) => {
        const userName = user.name;
        const role = shown(user).role;
        return (
          <>
            <td data-label={t`Role`} className={cellClassName}>
              {user.id === currentUserId || role === 'guardian' ? (
                <RoleBadge role={user.accountRole} />
              ) : (
                <RowSelect
                  label={t`Role for ${userName}`}
                  value={role}
                  options={assignableRoleOptions}
                  saving={savingUserId === user.id}
                  onChange={(role) => onRoleChange(user, role)}
                />
              )}
            </td>
            <td data-label={t`Status`} className={cellClassName}>
              {user.id === currentUserId ? (
                <StatusBadge status={user.status} />
              ) : (
                <RowSelect
                  label={t`Status for ${userName}`}
                  value={shown(user).status}
                  options={statusOptions}
                  saving={savingUserId === user.id}
                  onChange={(status) => onStatusChange(user, status)}
                />
              )}
            </td>
          </>
        );
      }}
    </PeopleTable>
  );
}
