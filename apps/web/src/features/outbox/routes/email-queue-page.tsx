import type { OutboxMessage } from '@tutorium/contract/outbox';
import { MailCheck } from 'lucide-react';
import toast from 'react-hot-toast';
import { AdminOnlyPanel } from '../../../components/ui/admin-only-panel';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { Pagination } from '../../../components/ui/pagination';
import { reportFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useSignedInUser } from '../../../lib/session';
import { useListParams } from '../../../lib/use-list-params';
import { outboxTexts, useOutbox, useRetryEmail } from '../api/use-outbox';

const PAGE_SIZE = 20;

const filters = [
  { value: undefined, label: 'Not delivered' },
  { value: 'failed', label: 'Failed' },
] as const;

const statusLabel: Record<OutboxMessage['status'], { text: string; tone: BadgeTone }> = {
  pending: { text: 'Waiting to retry', tone: 'yellow' },
  sending: { text: 'Sending', tone: 'indigo' },
  sent: { text: 'Delivered', tone: 'green' },
  failed: { text: 'Failed', tone: 'red' },
};

function EmailRow({ message, retrying, onRetry }: { message: OutboxMessage; retrying: boolean; onRetry: () => void }) {
  const { text, tone } = statusLabel[message.status];
  return (
    <div className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words text-slate-900">{message.subject}</p>
        <p className="text-sm break-all text-slate-600">To {message.to}</p>
        <p className="text-sm text-slate-600">
          Queued {formatDateTime(message.createdAt)} · {message.attempts}{' '}
          {message.attempts === 1 ? 'attempt' : 'attempts'}
          {message.status === 'pending' && ` · next try ${formatDateTime(message.nextAttemptAt)}`}
        </p>
        {message.lastError && <p className="text-sm break-words text-red-800">Last error: {message.lastError}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <Badge tone={tone}>{text}</Badge>
        {message.status === 'failed' && (
          <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
            Send again
          </Button>
        )}
      </div>
    </div>
  );
}

function EmailQueueScreen() {
  const { params, page, update } = useListParams();
  const failedOnly = params.get('show') === 'failed';
  const queue = useOutbox({ status: failedOnly ? 'failed' : undefined, page, pageSize: PAGE_SIZE });
  const retry = useRetryEmail();
  const counts = queue.data?.counts;

  const sendAgain = (message: OutboxMessage) =>
    retry.mutate(message.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => reportFormError(error, outboxTexts.retryFailed),
    });

  return (
    <>
      <PageHeader
        title="Email"
        description="Emails Tutorium has not delivered yet. Each is retried, waiting longer each time, until the mail server takes it."
      />

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          <legend className="sr-only">Show emails</legend>
          {filters.map(({ value, label }) => {
            const active = (value === 'failed') === failedOnly;
            return (
              <button
                key={label}
                type="button"
                aria-pressed={active}
                onClick={() => update({ show: value })}
                className={`rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${active ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {label}
              </button>
            );
          })}
        </fieldset>
        <p aria-live="polite" className="text-sm font-medium text-slate-700">
          {counts && `${counts.pending + counts.sending} waiting · ${counts.failed} failed`}
        </p>
      </div>

      {queue.isPending ? (
        <PageSpinner label="Loading emails" />
      ) : queue.isError ? (
        <ErrorPanel message={queue.error.message} onRetry={() => void queue.refetch()} />
      ) : queue.data.data.length === 0 ? (
        <EmptyState
          icon={MailCheck}
          title={failedOnly ? 'No failed emails' : 'Every email has been delivered'}
          description="Emails that cannot be delivered right away appear here with the mail server's answer."
        />
      ) : (
        <Card className="overflow-hidden">
          <ul aria-label={failedOnly ? 'Failed emails' : 'Emails not delivered'} className="divide-y divide-slate-200">
            {queue.data.data.map((message) => (
              <li key={message.id}>
                <EmailRow
                  message={message}
                  retrying={retry.isPending && retry.variables === message.id}
                  onRetry={() => sendAgain(message)}
                />
              </li>
            ))}
          </ul>
        </Card>
      )}

      {queue.data && (
        <Pagination
          label="Email pages"
          page={page}
          pages={queue.data.pagination.pages}
          onPageChange={(next) => update({ page: next })}
        />
      )}
    </>
  );
}

/** /admin/email: the email outbox for administrators; a teacher who types the address is told so. */
export function EmailQueuePage() {
  const isAdmin = useSignedInUser().role === 'admin';
  if (!isAdmin) {
    return (
      <>
        <PageHeader title="Email" />
        <AdminOnlyPanel
          title="Only administrators can see the email queue"
          text="Tutorium's administrators follow emails the mail server has not taken yet."
        />
      </>
    );
  }
  return <EmailQueueScreen />;
}
