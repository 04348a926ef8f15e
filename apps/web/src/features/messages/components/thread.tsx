import { Trans, useLingui } from '@lingui/react/macro';
import type { ConversationSummary, DirectMessage } from '@tutorium/contract/conversations';
import { Ban, Check, Flag, MessageSquareOff, X } from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { Avatar } from '../../../components/ui/avatar';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { SectionSpinner } from '../../../components/ui/page-spinner';
import { isNotFoundError } from '../../../lib/api-client';
import { useNow } from '../../../lib/use-now';
import { useDownloadAttachment } from '../api/use-attachments';
import {
  useAcceptRequest,
  useBlockUser,
  useDeclineRequest,
  useMarkConversationRead,
  useUnblockUser,
} from '../api/use-conversation-actions';
import { useConversation, useMessageHistory } from '../api/use-conversations';
import { usePendingMessages } from '../api/use-send-queue';
import { Composer } from './composer';
import { conversationState } from './conversation-state';
import { MessageItem, PendingMessageItem } from './message-item';
import { ReportDialog } from './report-dialog';

/** Within this many pixels of the end, the thread counts as read to the end and follows new messages. */
const NEAR_END_PX = 80;

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/** Whether the tab is shown: a message counts as read only when someone can see it. */
const usePageVisible = () => useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible');

interface MessageLogProps {
  label: string;
  messages: readonly DirectMessage[];
  /** Older messages exist: a button loads them. */
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** My newest message the other side has read, which says "Seen". */
  seenId?: string;
  onDownload?: (attachment: DirectMessage['attachments'][number]) => void;
  /** Drawn after the stored messages: mine still on their way. */
  after?: ReactNode;
  /** Its size: by default it fills the rest of a thread of fixed height. */
  sizeClassName?: string;
}

/**
 * A conversation's messages, oldest at the top and newest at the bottom as chat apps show them: it
 * opens at the end, follows new messages while read to the end, and keeps its place when older ones
 * load above. A region of its own that the keyboard can scroll.
 */
export function MessageLog({
  label,
  messages,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  seenId,
  onDownload,
  after,
  sizeClassName = 'min-h-0 flex-1',
}: MessageLogProps) {
  const now = useNow();
  const scroller = useRef<HTMLElement>(null);
  const nearEnd = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const oldestId = messages[0]?.id;
  const newestId = messages.at(-1)?.id;
  const queued = Array.isArray(after) ? after.length : 0;

  // Older messages came in above: stay on the message that was on screen.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null || heightBeforeOlder.current === null || oldestId === undefined) return;
    element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [oldestId]);

  // A new message (or one of mine queued) at the end: follow it while read to the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the end of the thread changes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element !== null && nearEnd.current) element.scrollTop = element.scrollHeight;
  }, [newestId, queued]);

  return (
    <section
      ref={scroller}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus so the keyboard can scroll it.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        nearEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
      }}
      className={`${sizeClassName} overflow-y-auto bg-slate-50 px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600`}
    >
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            loading={loadingOlder}
            onClick={() => {
              heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
              onLoadOlder();
            }}
          >
            <Trans>Load older messages</Trans>
          </Button>
        </div>
      )}
      <ol className="space-y-2">
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            now={now}
            seen={message.mine && message.id === seenId}
            onDownload={onDownload}
          />
        ))}
        {after}
      </ol>
    </section>
  );
}

/** Why the composer is not there, and what may change it. */
function ClosedNote({ conversation }: { conversation: ConversationSummary }) {
  const name = conversation.otherParty.name;
  let text: ReactNode;
  if (conversation.blockedByMe) text = <Trans>You blocked {name}. Unblock them to write again.</Trans>;
  else if (conversation.blockedMe || conversation.otherParty.id === null)
    text = <Trans>You cannot send messages in this conversation.</Trans>;
  else if (conversation.status === 'declined') text = <Trans>{name} declined this conversation.</Trans>;
  else if (conversation.status === 'request')
    text = <Trans>Your request has been sent. You can write again once {name} accepts it.</Trans>;
  else text = <Trans>You cannot send messages in this conversation.</Trans>;
  return (
    <p className="flex items-center gap-2 border-t border-slate-200 bg-white p-4 text-sm text-slate-700">
      <MessageSquareOff className="size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** A contact request sent to me: accept it (or reply, which accepts it too) or decline it. */
function RequestBar({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useLingui();
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  const [confirming, setConfirming] = useState(false);
  const name = conversation.otherParty.name;
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-800">
        <Trans>{name} would like to talk with you. Accept to reply, or decline: they cannot write again.</Trans>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          icon={Check}
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(conversation.id, {
              onSuccess: () => toast.success(t`Request accepted`),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <Trans>Accept</Trans>
        </Button>
        <Button size="sm" variant="secondary" icon={X} onClick={() => setConfirming(true)}>
          <Trans>Decline</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Decline ${name}'s request?`}
        description={t`${name} will not be able to write to you in this conversation.`}
        confirmLabel={t`Decline`}
        destructive
        loading={decline.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          decline.mutate(conversation.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t`Request declined`);
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </div>
  );
}

/** Block or unblock the other person (with a confirmation), and report the conversation. */
function ThreadActions({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useLingui();
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const name = conversation.otherParty.name;
  const otherId = conversation.otherParty.id;
  const blocked = conversation.blockedByMe;
  const change = blocked ? unblock : block;
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      {otherId !== null && (
        <Button size="sm" variant="secondary" icon={Ban} onClick={() => setConfirming(true)}>
          {blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
        </Button>
      )}
      <Button size="sm" variant="secondary" icon={Flag} onClick={() => setReporting(true)}>
        <Trans>Report</Trans>
      </Button>
      {otherId !== null && (
        <ConfirmDialog
          open={confirming}
          title={blocked ? t`Unblock ${name}?` : t`Block ${name}?`}
          description={
            blocked
              ? t`You and ${name} will be able to write to each other again.`
              : t`Neither of you will be able to send the other a message until you unblock them. They are not told.`
          }
          confirmLabel={blocked ? t`Unblock` : t`Block`}
          destructive={!blocked}
          loading={change.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            change.mutate(otherId, {
              onSuccess: ({ message }) => {
                setConfirming(false);
                toast.success(message);
              },
              onError: (error) => toast.error(error.message),
            })
          }
        />
      )}
      <ReportDialog
        conversationId={conversation.id}
        otherName={name}
        open={reporting}
        onClose={() => setReporting(false)}
      />
    </div>
  );
}

interface ThreadProps {
  conversationId: string;
  /** The list's address: the phone's back link (the list sits beside the thread on a wide screen). */
  backTo: string;
}

/** One conversation: who it is with, its messages, and the box to write in. */
export function Thread({ conversationId, backTo }: ThreadProps) {
  const { t } = useLingui();
  const conversation = useConversation(conversationId);
  const history = useMessageHistory(conversationId);
  const pending = usePendingMessages(conversationId);
  const download = useDownloadAttachment(conversationId);
  const markRead = useMarkConversationRead();
  const visible = usePageVisible();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastMarked = useRef<string | null>(null);

  // Pages come newest first; the thread reads oldest first.
  const messages = history.data ? history.data.pages.flatMap((page) => page.data).reverse() : [];
  const newest = messages.at(-1);
  const unread = conversation.data?.data.unread ?? 0;

  // Opening a conversation moves the focus to it, so a keyboard or screen reader user is taken there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another conversation opens.
  useEffect(() => {
    headingRef.current?.focus();
  }, [conversationId, conversation.isSuccess]);

  // What is on screen counts as read: the other side sees "Seen", and my unread counts drop.
  useEffect(() => {
    if (!visible || unread === 0 || newest === undefined || newest.mine || lastMarked.current === newest.id) return;
    lastMarked.current = newest.id;
    markRead.mutate({ id: conversationId, messageId: newest.id });
  }, [visible, unread, newest, conversationId, markRead]);

  // A failed refetch keeps the thread shown (a message written meanwhile waits in the queue); only a
  // first load that failed is an error.
  if (conversation.isError && conversation.data === undefined) {
    return (
      <div className="space-y-4 p-4">
        <BackLink to={backTo} className="md:hidden">
          <Trans>All conversations</Trans>
        </BackLink>
        {isNotFoundError(conversation.error) ? (
          <p className="text-slate-700">
            <Trans>Conversation not found.</Trans>
          </p>
        ) : (
          <ErrorPanel message={conversation.error.message} onRetry={() => void conversation.refetch()} />
        )}
      </div>
    );
  }
  if (conversation.data === undefined) return <SectionSpinner label={t`Loading conversation`} />;

  const summary = conversation.data.data;
  const name = summary.otherParty.name;
  const state = conversationState(summary);
  const stored = new Set(messages.map((message) => message.clientId));
  const requestToMe = summary.status === 'request' && !summary.startedByMe && !summary.blockedByMe;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <BackLink to={backTo} className="md:hidden">
            <span className="sr-only">
              <Trans>All conversations</Trans>
            </span>
          </BackLink>
          <Avatar src={summary.otherParty.avatar} alt="" size="sm" />
          <div className="min-w-0">
            <h2 ref={headingRef} tabIndex={-1} className="truncate font-semibold text-slate-900 focus:outline-none">
              {name}
            </h2>
            {summary.course && <p className="truncate text-xs text-slate-600">{summary.course.title}</p>}
          </div>
          {state && <Badge tone={state.tone}>{t(state.label)}</Badge>}
        </div>
        <ThreadActions conversation={summary} />
      </div>
      {requestToMe && <RequestBar conversation={summary} />}
      {history.isError && history.data === undefined ? (
        <div className="flex-1 p-4">
          <ErrorPanel message={history.error.message} onRetry={() => void history.refetch()} />
        </div>
      ) : history.data === undefined ? (
        <div className="flex-1">
          <SectionSpinner label={t`Loading messages`} />
        </div>
      ) : (
        <MessageLog
          label={t`Messages with ${name}`}
          messages={messages}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          onLoadOlder={() => void history.fetchNextPage()}
          seenId={summary.otherReadUpTo?.messageId}
          onDownload={(attachment) => download.mutate(attachment, { onError: (error) => toast.error(error.message) })}
          after={pending
            .filter((message) => !stored.has(message.clientId))
            .map((message) => <PendingMessageItem key={message.clientId} message={message} />)}
        />
      )}
      {summary.canSend ? (
        <Composer key={conversationId} conversationId={conversationId} />
      ) : (
        <ClosedNote conversation={summary} />
      )}
    </div>
  );
}
