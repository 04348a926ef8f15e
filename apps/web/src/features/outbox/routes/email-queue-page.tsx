import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const statusLabel: Record<OutboxMessage['status'], { text: MessageDescriptor; tone: BadgeTone }> = {
  pending: { text: msg`Waiting to retry`, tone: 'yellow' },
  sending: { text: msg`Sending`, tone: 'indigo' },
  sent: { text: msg`Delivered`, tone: 'green' },
  failed: { text: msg`Failed`, tone: 'red' },
};

function EmailRow({ message, retrying, onRetry }: { message: OutboxMessage; retrying: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  const { text, tone } = statusLabel[message.status];
  const { to, lastError, attempts } = message;
  const queued = formatDateTime(message.createdAt);
  const nextTry = formatDateTime(message.nextAttemptAt);
  return (
    <div className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words text-slate-900">{message.subject}</p>
        <p className="text-sm break-all text-slate-600">
          <Trans>To {to}</Trans>
        </p>
        <p className="text-sm text-slate-600">
          {t`Queued ${queued} · ${plural(attempts, { one: '# attempt', other: '# attempts' })}`}
          {message.status === 'pending' && t` · next try ${nextTry}`}
        </p>
        {lastError && (
          <p className="text-sm break-words text-red-800">
            <Trans>Last error: {lastError}</Trans>
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <Badge tone={tone}>{t(text)}</Badge>
        {message.status === 'failed' && (
          <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
            <Trans>Send again</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}

/** What the screen says about mail as it goes out: the truth about "delivered" depends on it. */
const transportWords: Record<
  MailTransport,
  { description: MessageDescriptor; allDone: MessageDescriptor; allDoneText: MessageDescriptor }
> = {
  smtp: {
    description: msg`Emails Tutorium has not delivered yet. Each is retried, waiting longer each time, until the mail server takes it.`,
    allDone: msg`Every email has been delivered`,
    allDoneText: msg`Emails that cannot be delivered right away appear here with the mail server's answer.`,
  },
  log: {
    description: msg`Emails Tutorium has not handed on yet. Each is retried, waiting longer each time.`,
    allDone: msg`No emails waiting`,
    allDoneText: msg`Every email so far has been written to the server log. None was sent to its recipient.`,
  },
};

/** Said above the queue when no SMTP server is configured, so nobody takes a quiet queue for mail sent. */
function NoSmtpNote() {
  return (
    <p className="mb-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <Trans>
          <strong className="font-semibold">No SMTP server is configured:</strong> emails are written to the server log,
          not sent. Password reset codes, invitations and reminders reach nobody until SMTP_URL is set.
        </Trans>
      </span>
    </p>
  );
}

function EmailQueueScreen() {
  const { t } = useLingui();
  const { filters: search, page, update } = useListParams('teacher.email');
  const filters = [
    { value: 'all', label: t`Not delivered` },
    { value: 'failed', label: t`Failed` },
  ] as const;
  const failedOnly = search.show === 'failed';
  const queue = useOutbox({ status: failedOnly ? 'failed' : undefined, page, pageSize: PAGE_SIZE });
  const retry = useRetryEmail();
  const counts = queue.data?.counts;
  const transport = queue.data?.transport;
  const words = transportWords[transport ?? 'smtp'];

  const summaryOf = ({ pending, sending, failed }: { pending: number; sending: number; failed: number }) => {
    const waiting = pending + sending;
    return t`${waiting} waiting · ${failed} failed`;
  };

  const sendAgain = (message: OutboxMessage) =>
    retry.mutate(message.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => reportFormError(error, outboxEndpoints.retry.fallbackMessage),
    });

  return (
    <>
      <PageHeader title={t`Email`} description={t(words.description)} />
      {transport === 'log' && <NoSmtpNote />}

      <SegmentedFilter
        legend={t`Show emails`}
        choices={filters}
        value={failedOnly ? 'failed' : 'all'}
        onChange={(value) => update({ show: value === 'failed' ? value : undefined })}
        summary={counts && summaryOf(counts)}
      />

      <PagedResultList
        query={queue}
        loadingLabel={t`Loading emails`}
        empty={
          <EmptyState
            icon={MailCheck}
            title={failedOnly ? t`No failed emails` : t(words.allDone)}
            description={t(words.allDoneText)}
          />
        }
        paging={{ label: t`Email pages`, page, onPageChange: (next) => update({ page: next }) }}
        aria-label={failedOnly ? t`Failed emails` : t`Emails not delivered`}
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
  const { t } = useLingui();
  return (
    <AdminOnlyScreen
      title={t`Email`}
      locked={{
        title: t`Only administrators can see the email queue`,
        text: t`Tutorium's administrators follow emails the mail server has not taken yet.`,
      }}
    >
      <EmailQueueScreen />
    </AdminOnlyScreen>
  );
}
