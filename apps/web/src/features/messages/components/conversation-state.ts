import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConversationSummary } from '@tutorium/contract/conversations';
import type { BadgeTone } from '../../../components/ui/badge';

/** What a conversation's badge says, if anything: a request, declined, or blocked either way. */
export function conversationState(
  conversation: Pick<ConversationSummary, 'status' | 'startedByMe' | 'blockedByMe' | 'blockedMe'>,
): { label: MessageDescriptor; tone: BadgeTone } | null {
  if (conversation.blockedByMe) return { label: msg`Blocked`, tone: 'red' };
  if (conversation.blockedMe) return { label: msg`Closed`, tone: 'slate' };
  if (conversation.status === 'declined') return { label: msg`Declined`, tone: 'slate' };
  if (conversation.status === 'request') {
    return conversation.startedByMe
      ? { label: msg`Request sent`, tone: 'yellow' }
      : { label: msg`Request`, tone: 'indigo' };
  }
  return null;
}
