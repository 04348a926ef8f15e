import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_ATTACHMENTS_PER_MESSAGE, MESSAGE_MAX_LENGTH } from '@tutorium/contract/conversations';
import { acceptAttribute } from '@tutorium/contract/resources';
import { Paperclip, Send, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useUploadAttachment } from '../api/use-attachments';
import { useSendQueue } from '../api/use-send-queue';

interface ChosenFile {
  key: string;
  fileName: string;
  /** The uploaded file's id; null while it uploads. */
  id: string | null;
}

/**
 * The box a message is written in: Enter sends, Shift+Enter starts a new line. Text goes through the
 * send queue (it waits there while offline); files are uploaded as they are chosen, so they need the
 * connection, and go with the message.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useLingui();
  const queue = useSendQueue();
  const upload = useUploadAttachment(conversationId);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const uploading = files.some((file) => file.id === null);

  const send = () => {
    const body = text.trim();
    const attachments = files.flatMap((file) => (file.id === null ? [] : [{ id: file.id, fileName: file.fileName }]));
    if (uploading || (body === '' && attachments.length === 0)) return;
    queue.add(conversationId, body, attachments);
    setText('');
    setFiles([]);
  };

  const choose = (chosen: FileList | null) => {
    const room = MAX_ATTACHMENTS_PER_MESSAGE - files.length;
    const picked = [...(chosen ?? [])].slice(0, room);
    if ((chosen?.length ?? 0) > room) toast.error(t`At most ${MAX_ATTACHMENTS_PER_MESSAGE} files per message`);
    for (const file of picked) {
      const key = crypto.randomUUID();
      setFiles((current) => [...current, { key, fileName: file.name, id: null }]);
      // One promise per file: a mutation's own callbacks would fire for the last file only.
      upload.mutateAsync(file).then(
        (attachment) =>
          setFiles((current) => current.map((item) => (item.key === key ? { ...item, id: attachment.id } : item))),
        (error: Error) => {
          toast.error(error.message);
          setFiles((current) => current.filter((item) => item.key !== key));
        },
      );
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <form
      className="border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {files.length > 0 && (
        <ul aria-label={t`Files to send`} className="mb-2 flex flex-wrap gap-2">
          {files.map((file) => {
            const fileName = file.fileName;
            return (
              <li
                key={file.key}
                className="flex max-w-full min-w-0 items-center gap-1.5 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
              >
                <span className="truncate">{fileName}</span>
                {file.id === null ? (
                  <Spinner size="sm" label={t`Uploading ${fileName}`} />
                ) : (
                  <button
                    type="button"
                    onClick={() => setFiles((current) => current.filter((item) => item.key !== file.key))}
                    aria-label={t`Remove ${fileName}`}
                    className="rounded-full p-1 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={acceptAttribute}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => choose(event.target.files)}
        />
        <Button
          variant="secondary"
          size="sm"
          icon={Paperclip}
          onClick={() => fileInput.current?.click()}
          disabled={files.length >= MAX_ATTACHMENTS_PER_MESSAGE}
          className="shrink-0"
        >
          <span className="sr-only">
            <Trans>Attach files</Trans>
          </span>
        </Button>
        <label className="min-w-0 flex-1">
          <span className="sr-only">
            <Trans>Message</Trans>
          </span>
          <textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends; Shift+Enter is a new line, and Enter while an input method composes a word is the word's.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send();
              }
            }}
            rows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={t`Write a message…`}
            aria-describedby={hintId}
            className="block max-h-40 w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none"
          />
        </label>
        <Button type="submit" size="sm" icon={Send} disabled={uploading} className="shrink-0">
          <Trans>Send</Trans>
        </Button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        <Trans>Enter to send, Shift+Enter for a new line.</Trans>
      </p>
    </form>
  );
}
