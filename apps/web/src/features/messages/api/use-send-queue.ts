import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { conversationEndpoints } from '@tutorium/contract/endpoints/conversations';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { readsTagged } from '../../../lib/endpoint-query';
import { useSignedInUser } from '../../../lib/session';
import { useStreamLive } from '../../../lib/stream-status';
import { createSendQueue, type PendingMessage, type SendOutcome, type SendQueue } from './send-queue';

/** While messages wait and the browser thinks it is online (the server was down, or busy), try again this often. */
const RETRY_MS = 15_000;

/**
 * A failure that may pass: no connection (0), too many messages for now (429) or the server failing
 * (5xx). Any other refusal (blocked, declined, not found) will not change by sending again.
 */
const mayPass = (status: number) => status === 0 || status === 429 || status >= 500;

async function sendOnce(message: PendingMessage): Promise<SendOutcome> {
  try {
    await callEndpoint(conversationEndpoints.send, {
      params: { id: message.conversationId },
      body: {
        text: message.body,
        clientId: message.clientId,
        attachmentIds: message.attachments.map((file) => file.id),
      },
    });
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof ApiError && !mayPass(error.status)) return { kind: 'refused', message: error.message };
    return { kind: 'offline' };
  }
}

/** One queue per page and account: every tab's messages of one account share its storage. */
let shared: { userId: string; queue: SendQueue } | null = null;

function queueOf(userId: string, queryClient: QueryClient): SendQueue {
  if (shared?.userId === userId) return shared.queue;
  const queue = createSendQueue({
    send: sendOnce,
    storage: window.localStorage,
    storageKey: `tutorium.unsent-messages.${userId}`,
    // A refusal means the view was out of date (blocked, declined meanwhile): say why and refetch it.
    onRefused: (_message, reason) => {
      toast.error(reason);
      void queryClient.invalidateQueries(readsTagged(conversationEndpoints.send.tags));
    },
    onSent: () => queryClient.invalidateQueries(readsTagged(conversationEndpoints.send.tags)),
    newId: () => crypto.randomUUID(),
    now: () => new Date(),
  });
  shared = { userId, queue };
  return queue;
}

/** The signed-in account's queue of messages on their way. */
export function useSendQueue(): SendQueue {
  const { id } = useSignedInUser();
  const queryClient = useQueryClient();
  return queueOf(id, queryClient);
}

/**
 * Sends what waits whenever it may go through: at once (what a closed tab left), when the browser is
 * back online, when the live stream reconnects, and every 15 s while messages wait. Mounted once, in
 * the portal header, so a message written offline goes out from whatever screen is open.
 */
export function useSendWhenOnline(): void {
  const queue = useSendQueue();
  const live = useStreamLive();
  const waiting = useSyncExternalStore(queue.subscribe, () => queue.all().length > 0);

  useEffect(() => {
    if (live) void queue.flush();
  }, [queue, live]);

  useEffect(() => {
    const flush = () => void queue.flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [queue]);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void queue.flush();
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [queue, waiting]);
}

/** The messages of one conversation not yet stored, oldest first, as the thread shows them. */
export function usePendingMessages(conversationId: string): readonly PendingMessage[] {
  const queue = useSendQueue();
  const all = useSyncExternalStore(queue.subscribe, queue.all);
  return useMemo(() => all.filter((message) => message.conversationId === conversationId), [all, conversationId]);
}
