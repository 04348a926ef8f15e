import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type AuditAction, type AuditEntry, auditActions } from '@tutorium/contract/privacy';
import { type Role, roles, type UserStatus, userStatuses } from '@tutorium/contract/roles';
import { ScrollText } from 'lucide-react';
import { PagedQueryView } from '../../../components/list-screen/paged-query-view';
import { AdminOnlyPanel } from '../../../components/people/admin-only-panel';
import { RoleBadge } from '../../../components/people/role-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { StatTable, statCellClassName } from '../../../components/ui/stat-table';
import { formatDateTime } from '../../../lib/format';
import { oneOf } from '../../../lib/search-params';
import { useSignedInUser } from '../../../lib/session';
import { useListParams } from '../../../lib/use-list-params';
import { useAuditLog } from '../api/use-audit-log';

/** The contract's action labels, in the viewer's language. */
const actionLabels: Record<AuditAction, MessageDescriptor> = {
  'export.requested': msg`Data export requested`,
  'account.erased': msg`Account deleted by its owner`,
  'account.erased_by_admin': msg`Account deleted by an administrator`,
  'settings.two_step_required': msg`Two-step sign-in required for teachers and admins`,
  'settings.two_step_optional': msg`Two-step sign-in made optional for teachers and admins`,
  'account.created_by_admin': msg`Account created by an administrator`,
  'account.invited': msg`Invitation sent`,
  'account.role_changed': msg`Role changed`,
  'account.status_changed': msg`Status changed`,
  'announcement.deleted_by_admin': msg`Announcement deleted by an administrator`,
  'announcement_comment.deleted_by_admin': msg`Announcement comment removed by an administrator`,
  'conversation_report.closed': msg`Reported conversation reviewed`,
  'assignment_grade.changed_by_admin': msg`A student's assignment graded, returned or released by an administrator`,
  'quiz_mark.changed_by_admin': msg`A student's test answer marked by an administrator`,
  'gradebook.changed_by_admin': msg`A course's gradebook setup changed by an administrator`,
  'guardian.invited': msg`Guardian invited for a student`,
  'guardian.linked': msg`Guardian linked to a student`,
  'guardian.link_ended': msg`Guardian link ended`,
  'fee.payment_recorded': msg`Payment recorded at the desk`,
  'fee.entry_corrected': msg`Fee ledger entry corrected`,
  'fee.refund_approved': msg`Refund request approved`,
  'fee.refund_declined': msg`Refund request declined`,
  'fee.refund_given': msg`Payment refunded by an admin`,
};

/** Who an entry names: the account while it exists; once erased, only its role is left. */
function Party({ party }: { party: AuditEntry['actor'] }) {
  const { t } = useLingui();
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className={party.name === null ? 'text-slate-600 italic' : 'text-slate-900'}>
        {party.name ?? t`Deleted account`}
      </span>
      <RoleBadge role={party.role} />
    </span>
  );
}

/** The statuses as the Users screen names them. */
const statusLabels: Record<UserStatus, MessageDescriptor> = {
  active: msg`Active`,
  inactive: msg`Inactive`,
  pending: msg`Pending`,
  suspended: msg`Suspended`,
};

/** The roles as their badges name them. */
const roleLabels: Record<Role, MessageDescriptor> = {
  student: msg`Student`,
  teacher: msg`Teacher`,
  admin: msg`Administrator`,
  guardian: msg`Guardian`,
};

/**
 * What a role or status change changed, in the words the Users screen uses ("Student → Teacher"); a
 * value this app does not know (kept by a newer server) shows as stored.
 */
function ChangeText({ action, change }: AuditEntry) {
  const { t } = useLingui();
  if (change === null) return null;
  const label = (value: string): string => {
    if (action === 'account.role_changed') {
      const role = oneOf(value, roles);
      return role === undefined ? value : t(roleLabels[role]);
    }
    const status = oneOf(value, userStatuses);
    return status === undefined ? value : t(statusLabels[status]);
  };
  return `${label(change.from)} → ${label(change.to)}`;
}

function AuditLogScreen() {
  const { filters, page, update } = useListParams('teacher.auditLog');
  const { action } = filters;
  const log = useAuditLog({ action, page });
  const { t } = useLingui();
  const actionOptions = [
    { value: '', label: t`All actions` },
    ...auditActions.map((value) => ({ value, label: t(actionLabels[value]) })),
  ];

  return (
    <>
      <div className="mb-4 max-w-xs">
        <SelectField
          label={t`Action`}
          value={action ?? ''}
          options={actionOptions}
          onChange={(event) => update({ action: oneOf(event.target.value, auditActions) })}
        />
      </div>
      <PagedQueryView
        query={log}
        loadingLabel={t`Loading the audit log`}
        loading="section"
        empty={
          <EmptyState
            icon={ScrollText}
            title={action ? t`No entries for this action` : t`Nothing recorded yet`}
            description={t`Data exports, account deletions, invitations and role or status changes appear here as they happen.`}
          />
        }
        paging={{ label: t`Audit log pages`, page, onPageChange: (next) => update({ page: next }), compact: true }}
      >
        {(answer) => (
          <StatTable
            caption={t`Audit log entries, newest first`}
            headings={[t`When`, t`Action`, t`By`, t`Account`, t`Change`]}
            busy={log.isPlaceholderData}
          >
            {answer.data.map((entry) => (
              <tr key={entry.id}>
                <td className={`${statCellClassName} whitespace-nowrap`}>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td className={statCellClassName}>{t(actionLabels[entry.action])}</td>
                <td className={statCellClassName}>
                  <Party party={entry.actor} />
                </td>
                <td className={statCellClassName}>
                  <Party party={entry.subject} />
                </td>
                <td className={`${statCellClassName} whitespace-nowrap`}>
                  <ChangeText {...entry} />
                </td>
              </tr>
            ))}
          </StatTable>
        )}
      </PagedQueryView>
    </>
  );
}

/** /admin/audit-log: data exports, deletions, invitations and role or status changes, for administrators. */
export function AuditLogPage() {
  const { t } = useLingui();
  const admin = useSignedInUser().accountRole === 'admin';
  return (
    <>
      <PageHeader
        title={t`Audit Log`}
        description={t`Data exports, account deletions, accounts created and invited, and every role or status change. A deleted account shows only its role.`}
      />
      {admin ? (
        <AuditLogScreen />
      ) : (
        <AdminOnlyPanel title={t`Administrators only`} text={t`Only administrators can read the audit log.`} />
      )}
    </>
  );
}
