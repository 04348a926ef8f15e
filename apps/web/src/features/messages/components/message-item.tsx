import { Trans, useLingui } from '@lingui/react/macro';
import type { DirectMessage, MessageAttachment } from '@tutorium/contract/conversations';
import { Clock, Download, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import type { PendingMessage } from '../api/send-queue';

/** One message's frame: mine on the right in indigo, theirs on the left; the text is plain text, never HTML. */
function Bubble({ mine, children }: { mine: boolean; children: ReactNode }) {
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={[
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm sm:max-w-[75%]',
          mine ? 'bg-indigo-600 text-white' : 'bg-white text-slate-900 ring-1 ring-slate-200',
        ].join(' ')}
      >
        {children}
      </div>
    </li>
  );
}

/** React renders a string as text: whatever a message holds (tags, scripts, links) shows as written. */
function MessageText({ text }: { text: string }) {
  return text === '' ? null : <p className="break-words whitespace-pre-wrap">{text}</p>;
}

interface MessageItemProps {
  message: DirectMessage;
  now: Date;
  /** The other side has read up to this message (shown under my newest message they have seen). */
  seen: boolean;
  /** Downloads an attachment; absent where files cannot be fetched. */
  onDownload?: (attachment: MessageAttachment) => void;
}

export function MessageItem({ message, now, seen, onDownload }: MessageItemProps) {
  const { t } = useLingui();
  const mine = message.mine;
  const senderName = message.sender.name;
  return (
    <Bubble mine={mine}>
      <p className="sr-only">{mine ? t`You wrote:` : t`${senderName} wrote:`}</p>
      <MessageText text={message.text} />
      {message.attachments.length > 0 && (
        <ul className="mt-1.5 space-y-1">
          {message.attachments.map((attachment) => {
            const fileName = attachment.fileName;
            const label = (
              <>
                <Paperclip className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">{fileName}</span>
                <span className="shrink-0 opacity-80">{formatFileSize(attachment.fileSize)}</span>
              </>
            );
            return (
              <li key={attachment.id}>
                {onDownload ? (
                  <button
                    type="button"
                    onClick={() => onDownload(attachment)}
                    aria-label={t`Download ${fileName}`}
                    className={[
                      'flex w-full min-w-0 items-center gap-1.5 rounded-md px-2 py-1 text-left underline-offset-2 hover:underline',
                      'focus-visible:outline-2 focus-visible:outline-offset-2',
                      mine
                        ? 'bg-indigo-700 focus-visible:outline-white'
                        : 'bg-slate-100 focus-visible:outline-indigo-600',
                    ].join(' ')}
                  >
                    {label}
                    <Download className="ml-auto size-4 shrink-0" aria-hidden="true" />
                  </button>
                ) : (
                  <span className="flex min-w-0 items-center gap-1.5">{label}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className={`mt-1 text-xs ${mine ? 'text-indigo-100' : 'text-slate-600'}`}>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, now)}</time>
        {seen && (
          <span className="ml-2 font-medium">
            <Trans>Seen</Trans>
          </span>
        )}
      </p>
    </Bubble>
  );
}

/** A message of mine the server does not have yet: on its way, or waiting for the connection. */
export function PendingMessageItem({ message }: { message: PendingMessage }) {
  return (
    <Bubble mine>
      <MessageText text={message.body} />
      {message.attachments.length > 0 && (
        <ul className="mt-1.5 space-y-1">
          {message.attachments.map((attachment) => (
            <li key={attachment.id} className="flex min-w-0 items-center gap-1.5">
              <Paperclip className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{attachment.fileName}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 flex items-center gap-1 text-xs text-indigo-100">
        <Clock className="size-3.5" aria-hidden="true" />
        {message.state === 'sending' ? <Trans>Sending…</Trans> : <Trans>Not sent yet</Trans>}
      </p>
    </Bubble>
  );
}
