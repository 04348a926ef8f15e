import type { ReportInput } from '@tutorium/contract/conversations';
import { conversationEndpoints } from '@tutorium/contract/endpoints/conversations';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** Marks a conversation read up to the newest message shown: the other side's "Seen" and my unread counts follow. */
export function useMarkConversationRead() {
  return useEndpointMutation(conversationEndpoints.read, {
    input: ({ id, messageId }: { id: string; messageId: string }) => ({ params: { id }, body: { messageId } }),
  });
}

export function useAcceptRequest() {
  return useEndpointMutation(conversationEndpoints.accept, { input: (id: string) => ({ params: { id } }) });
}

export function useDeclineRequest() {
  return useEndpointMutation(conversationEndpoints.decline, { input: (id: string) => ({ params: { id } }) });
}

export function useBlockUser() {
  return useEndpointMutation(conversationEndpoints.block, { input: (userId: string) => ({ params: { userId } }) });
}

export function useUnblockUser() {
  return useEndpointMutation(conversationEndpoints.unblock, { input: (userId: string) => ({ params: { userId } }) });
}

export function useReportConversation(id: string) {
  return useEndpointMutation(conversationEndpoints.report, {
    input: (body: ReportInput) => ({ params: { id }, body }),
  });
}
