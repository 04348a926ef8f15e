import { Trans, useLingui } from '@lingui/react/macro';
import type { ConversationSummary } from '@tutorium/contract/conversations';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchBox } from '../../../components/ui/search-box';
import { href } from '../../../lib/href';
import { useListParams } from '../../../lib/use-list-params';
import { useConversations } from '../api/use-conversations';
import { ConversationList } from '../components/conversation-list';
import { Thread } from '../components/thread';

type MessagesScreen = 'teacher.messages' | 'student.messages' | 'guardian.messages';

/**
 * What a screen reader hears when a message comes in while the screen is open: each conversation's
 * newest message is compared with the one it had, and one the other side wrote is announced.
 */
function useIncomingAnnouncement(conversations: readonly ConversationSummary[] | undefined): string {
  const { t } = useLingui();
  const seen = useRef<Map<string, string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (conversations === undefined) return;
    const before = seen.current;
    seen.current = new Map(
      conversations.flatMap(({ id, lastMessage }) => (lastMessage ? [[id, lastMessage.id] as const] : [])),
    );
    // The first answer is what was already there, not news.
    if (before === null) return;
    const incoming = conversations.filter(
      ({ id, lastMessage }) => lastMessage !== null && !lastMessage.mine && before.get(id) !== lastMessage.id,
    );
    if (incoming.length === 0) return;
    setAnnouncement(
      incoming
        .map(({ otherParty, lastMessage }) => {
          const name = otherParty.name;
          const text = lastMessage?.preview || t`Attachment`;
          return t`New message from ${name}: ${text}`;
        })
        .join(' '),
    );
  }, [conversations, t]);
  return announcement;
}

/**
 * Messages: my conversations and the open one. On a wide screen the list and the thread sit side by
 * side; on a phone they are two views, the thread (with a back link) replacing the list. The open
 * conversation and the search are in the address, so the back button and a shared link work.
 */
export function MessagesPage({ screen }: { screen: MessagesScreen }) {
  const { t } = useLingui();
  const { filters, update } = useListParams(screen);
  const search = filters.search ?? '';
  const open = filters.conversation;
  const conversations = useConversations(search);
  const firstPage = conversations.data?.pages[0]?.data;
  const announcement = useIncomingAnnouncement(firstPage);
  const listTo = href(screen, { search: { search } });
  const listHeading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);

  // Back from a conversation (the phone's back link, the browser's back button): the focus goes to the list.
  useEffect(() => {
    if (wasOpen.current !== undefined && open === undefined) listHeading.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <PageHeader title={t`Messages`} />
      {/* Polite: a new message is read out once the reader is idle, never cutting in. */}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="grid h-[calc(100dvh-13rem)] min-h-[26rem] grid-cols-1 gap-4 md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <section
          aria-labelledby="conversations-heading"
          className={`${open ? 'hidden md:flex' : 'flex'} min-h-0 min-w-0 flex-col rounded-xl border border-slate-200 bg-white`}
        >
          <div className="space-y-3 border-b border-slate-200 p-3">
            <h2
              ref={listHeading}
              id="conversations-heading"
              tabIndex={-1}
              className="font-semibold text-slate-900 focus:outline-none"
            >
              <Trans>Conversations</Trans>
            </h2>
            <SearchBox
              label={t`Search conversations`}
              placeholder={t`Name, course or message`}
              value={search}
              maxLength={100}
              onSearch={(value) => update({ search: value, conversation: open }, { replace: true })}
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-2">
            <ConversationList
              query={conversations}
              selectedId={open}
              searching={search !== ''}
              linkTo={(conversation) => href(screen, { search: { conversation, search } })}
            />
          </div>
        </section>
        <section
          aria-label={t`Conversation`}
          className={`${open ? 'flex' : 'hidden md:flex'} min-h-0 min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white`}
        >
          {open ? (
            <Thread key={open} conversationId={open} backTo={listTo} />
          ) : (
            <div className="m-auto p-6">
              <EmptyState
                icon={MessagesSquare}
                title={t`Choose a conversation`}
                description={t`Its messages show here.`}
              />
            </div>
          )}
        </section>
      </div>
    </>
  );
}
