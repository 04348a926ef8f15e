import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactSubmission } from '@tutorium/contract/contact';
import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';

/** When it came, in the viewer's zone, the year named when it is not this year's. */
const formatSentAt = (value: string): string => formatDateTime(value, new Date());

interface InboxMessageProps {
  message: ContactSubmission;
  /** The message whose read state is being saved, for a spinner on its button. */
  marking: boolean;
  onToggleRead: (message: ContactSubmission) => void;
  onDelete: (message: ContactSubmission) => void;
}

export function InboxMessage({ message, marking, onToggleRead, onDelete }: InboxMessageProps) {
  const { t } = useLingui();
  const headingId = `message-${message.id}`;
  const { name, email, subject } = message;
  return (
    <article
      aria-labelledby={headingId}
      className={`p-4 sm:p-5 ${message.read ? 'bg-white' : 'border-l-4 border-l-indigo-600 bg-indigo-50/40'}`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
            {message.subject}
            {!message.read && (
              <Badge tone="indigo">
                <Trans>Unread</Trans>
              </Badge>
            )}
          </h2>
          <p className="mt-1 text-sm break-words text-slate-700">
            <Trans>
              From <span className="font-medium text-slate-900">{name}</span> ·{' '}
              <a
                href={`mailto:${email}`}
                className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {email}
              </a>
            </Trans>
          </p>
        </div>
        <p className="shrink-0 text-sm text-slate-600">
          <time dateTime={message.createdAt}>{formatSentAt(message.createdAt)}</time>
        </p>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-800">{message.message}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" loading={marking} onClick={() => onToggleRead(message)}>
          {message.read ? (
            <Mail className="size-4" aria-hidden="true" />
          ) : (
            <MailOpen className="size-4" aria-hidden="true" />
          )}
          {message.read ? t`Mark as unread` : t`Mark as read`}
          <span className="sr-only"> {message.subject}</span>
        </Button>
        <Button variant="danger" size="sm" onClick={() => onDelete(message)} icon={Trash2}>
          <Trans>
            Delete<span className="sr-only"> {subject}</span>
          </Trans>
        </Button>
      </div>
    </article>
  );
}
