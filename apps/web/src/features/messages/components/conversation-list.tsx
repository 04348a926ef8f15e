import { Trans, useLingui } from '@lingui/react/macro';
import type { ConversationSummary } from '@tutorium/contract/conversations';
import { MessagesSquare, Paperclip } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { SectionSpinner } from '../../../components/ui/page-spinner';
import { formatRelativeTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import type { useConversations } from '../api/use-conversations';
import { conversationState } from './conversation-state';

interface ConversationListProps {
  query: ReturnType<typeof useConversations>;
  selectedId: string | undefined;
  searching: boolean;
  /** The address that opens a conversation beside (or, on a phone, instead of) the list. */
  linkTo: (conversationId: string) => string;
}

/** A time the server wrote a moment ahead of this device's clock reads as just past, never "in 1 minute". */
const earlierOf = (value: string, now: Date) =>
  Date.parse(value) >= now.getTime() ? new Date(now.getTime() - 1).toISOString() : value;

function LastMessage({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useLingui();
  const last = conversation.lastMessage;
  if (last === null) return null;
  const text = last.preview === '' ? t`Attachment` : last.preview;
  return (
    <p className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
      {last.hasAttachments && <Paperclip className="size-3.5 shrink-0" aria-hidden="true" />}
      <span className="truncate">{last.mine ? t`You: ${text}` : text}</span>
    </p>
  );
}

function ConversationItem({
  conversation,
  selected,
  to,
  now,
}: {
  conversation: ConversationSummary;
  selected: boolean;
  to: string;
  now: Date;
}) {
  const { t } = useLingui();
  const state = conversationState(conversation);
  const unread = conversation.unread;
  const name = conversation.otherParty.name;
  return (
    <li>
      <Link
        to={to}
        aria-current={selected ? 'true' : undefined}
        className={[
          'flex gap-3 rounded-lg px-3 py-3 focus-visible:outline-2 focus-visible:outline-indigo-600',
          selected ? 'bg-indigo-50' : 'hover:bg-slate-50',
        ].join(' ')}
      >
        <Avatar src={conversation.otherParty.avatar} alt="" size="sm" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate text-slate-900 ${unread > 0 ? 'font-semibold' : 'font-medium'}`}>{name}</span>
            <span className="shrink-0 text-xs text-slate-600">
              {formatRelativeTime(earlierOf(conversation.lastActivityAt, now), now)}
            </span>
          </span>
          {conversation.course && (
            <span className="block truncate text-xs text-slate-600">{conversation.course.title}</span>
          )}
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <LastMessage conversation={conversation} />
            {unread > 0 && (
              <span className="shrink-0 rounded-full bg-indigo-600 px-2 text-xs leading-5 font-semibold text-white">
                {unread}
                <span className="sr-only"> {t`unread`}</span>
              </span>
            )}
          </span>
          {state && (
            <span className="mt-1 block">
              <Badge tone={state.tone}>{t(state.label)}</Badge>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** My conversations, newest activity first, with "Show more" for the next page. */
export function ConversationList({ query, selectedId, searching, linkTo }: ConversationListProps) {
  const { t } = useLingui();
  const now = useNow();
  // A failed refetch (the server away a moment) keeps the list shown: only a first load that failed is an error.
  if (query.isError && query.data === undefined) {
    return <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <SectionSpinner label={t`Loading conversations`} />;
  const conversations = query.data.pages.flatMap((page) => page.data);
  if (conversations.length === 0) {
    return searching ? (
      <EmptyState icon={MessagesSquare} title={t`No conversations match your search`} />
    ) : (
      <EmptyState
        icon={MessagesSquare}
        title={t`No conversations yet`}
        description={t`Write to a teacher from a course or a teacher's profile, and your conversations appear here.`}
      />
    );
  }
  return (
    <>
      <ul aria-label={t`Conversations`} className="space-y-1">
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            selected={conversation.id === selectedId}
            to={linkTo(conversation.id)}
            now={now}
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-3 flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            <Trans>Show more conversations</Trans>
          </Button>
        </div>
      )}
    </>
  );
}
