import { type AuditEntry, auditActionLabels, auditActions } from '@tutorium/contract/privacy';
import { ScrollText } from 'lucide-react';
import { PagedQueryView } from '../../../components/list-screen/paged-query-view';
import { AdminOnlyPanel } from '../../../components/people/admin-only-panel';
import { RoleBadge, roleOptions } from '../../../components/people/role-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { StatTable, statCellClassName } from '../../../components/ui/stat-table';
import { capitalise, formatDateTime } from '../../../lib/format';
import { oneOf } from '../../../lib/search-params';
import { useSignedInUser } from '../../../lib/session';
import { useListParams } from '../../../lib/use-list-params';
import { useAuditLog } from '../api/use-audit-log';

const actionOptions = [
  { value: '', label: 'All actions' },
  ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
];

/** Who an entry names: the account while it exists; once erased, only its role is left. */
function Party({ party }: { party: AuditEntry['actor'] }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className={party.name === null ? 'text-slate-600 italic' : 'text-slate-900'}>
        {party.name ?? 'Deleted account'}
      </span>
      <RoleBadge role={party.role} />
    </span>
  );
}

const roleLabel = (role: string) => roleOptions.find((option) => option.value === role)?.label ?? capitalise(role);

/** What a role or status change changed, in the words the Users screen uses ("Student → Teacher"). */
function changeLabel({ action, change }: AuditEntry): string {
  if (change === null) return '';
  const label = action === 'account.role_changed' ? roleLabel : capitalise;
  return `${label(change.from)} → ${label(change.to)}`;
}

function AuditLogScreen() {
  const { filters, page, update } = useListParams('teacher.auditLog');
  const { action } = filters;
  const log = useAuditLog({ action, page });

  return (
    <>
      <div className="mb-4 max-w-xs">
        <SelectField
          label="Action"
          value={action ?? ''}
          options={actionOptions}
          onChange={(event) => update({ action: oneOf(event.target.value, auditActions) })}
        />
      </div>
      <PagedQueryView
        query={log}
        loadingLabel="Loading the audit log"
        loading="section"
        empty={
          <EmptyState
            icon={ScrollText}
            title={action ? 'No entries for this action' : 'Nothing recorded yet'}
            description="Data exports, account deletions, invitations and role or status changes appear here as they happen."
          />
        }
        paging={{ label: 'Audit log pages', page, onPageChange: (next) => update({ page: next }), compact: true }}
      >
        {(answer) => (
          <StatTable
            caption="Audit log entries, newest first"
            headings={['When', 'Action', 'By', 'Account', 'Change']}
            busy={log.isPlaceholderData}
          >
            {answer.data.map((entry) => (
              <tr key={entry.id}>
                <td className={`${statCellClassName} whitespace-nowrap`}>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td className={statCellClassName}>{auditActionLabels[entry.action]}</td>
                <td className={statCellClassName}>
                  <Party party={entry.actor} />
                </td>
                <td className={statCellClassName}>
                  <Party party={entry.subject} />
                </td>
                <td className={`${statCellClassName} whitespace-nowrap`}>{changeLabel(entry)}</td>
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
  const admin = useSignedInUser().accountRole === 'admin';
  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Data exports, account deletions, accounts created and invited, and every role or status change. A deleted account shows only its role."
      />
      {admin ? (
        <AuditLogScreen />
      ) : (
        <AdminOnlyPanel title="Administrators only" text="Only administrators can read the audit log." />
      )}
    </>
  );
}
