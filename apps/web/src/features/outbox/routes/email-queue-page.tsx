import { outboxEndpoints } from '@tutorium/contract/endpoints/outbox';
import type { MailTransport, OutboxMessage } from '@tutorium/contract/outbox';
import { Info, MailCheck } from 'lucide-react';
import toast from 'react-hot-toast';
import { PagedResultList } from '../../../components/list-screen/paged-query-view';
import { SegmentedFilter } from '../../../components/list-screen/segmented-filter';
import { AdminOnlyScreen } from '../../../components/people/admin-only-panel';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { reportFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useOutbox, useRetryEmail } from '../api/use-outbox';

const PAGE_SIZE = 20;

const filters = [
  { value: 'all', label: 'Not delivered' },
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

/** What the screen says about mail as it goes out: the truth about "delivered" depends on it. */
const transportWords: Record<MailTransport, { description: string; allDone: string; allDoneText: string }> = {
  smtp: {
    description:
      'Emails Tutorium has not delivered yet. Each is retried, waiting longer each time, until the mail server takes it.',
    allDone: 'Every email has been delivered',
    allDoneText: "Emails that cannot be delivered right away appear here with the mail server's answer.",
  },
  log: {
    description: 'Emails Tutorium has not handed on yet. Each is retried, waiting longer each time.',
    allDone: 'No emails waiting',
    allDoneText: 'Every email so far has been written to the server log. None was sent to its recipient.',
  },
};

/** Said above the queue when no SMTP server is configured, so nobody takes a quiet queue for mail sent. */
function NoSmtpNote() {
  return (
    <p className="mb-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">No SMTP server is configured:</strong> emails are written to the server log,
        not sent. Password reset codes, invitations and reminders reach nobody until SMTP_URL is set.
      </span>
    </p>
  );
}

function EmailQueueScreen() {
  const { filters: search, page, update } = useListParams('teacher.email');
  const failedOnly = search.show === 'failed';
  const queue = useOutbox({ status: failedOnly ? 'failed' : undefined, page, pageSize: PAGE_SIZE });
  const retry = useRetryEmail();
  const counts = queue.data?.counts;
  const transport = queue.data?.transport;
  const words = transportWords[transport ?? 'smtp'];

  const sendAgain = (message: OutboxMessage) =>
    retry.mutate(message.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => reportFormError(error, outboxEndpoints.retry.fallbackMessage),
    });

  return (
    <>
      <PageHeader title="Email" description={words.description} />
      {transport === 'log' && <NoSmtpNote />}

      <SegmentedFilter
        legend="Show emails"
        choices={filters}
        value={failedOnly ? 'failed' : 'all'}
        onChange={(value) => update({ show: value === 'failed' ? value : undefined })}
        summary={counts && `${counts.pending + counts.sending} waiting · ${counts.failed} failed`}
      />

      <PagedResultList
        query={queue}
        loadingLabel="Loading emails"
        empty={
          <EmptyState
            icon={MailCheck}
            title={failedOnly ? 'No failed emails' : words.allDone}
            description={words.allDoneText}
          />
        }
        paging={{ label: 'Email pages', page, onPageChange: (next) => update({ page: next }) }}
        aria-label={failedOnly ? 'Failed emails' : 'Emails not delivered'}
        renderItem={(message) => (
          <EmailRow
            message={message}
            retrying={retry.isPending && retry.variables === message.id}
            onRetry={() => sendAgain(message)}
          />
        )}
        className="divide-y divide-slate-200"
        framed
      />
    </>
  );
}

/** /admin/email: the email outbox for administrators; a teacher who types the address is told so. */
export function EmailQueuePage() {
  return (
    <AdminOnlyScreen
      title="Email"
      locked={{
        title: 'Only administrators can see the email queue',
        text: "Tutorium's administrators follow emails the mail server has not taken yet.",
      }}
    >
      <EmailQueueScreen />
    </AdminOnlyScreen>
  );
}
