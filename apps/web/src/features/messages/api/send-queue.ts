/**
 * Messages written while the connection is down (or while one is on its way) wait here, in the order
 * they were written, and go out one at a time once it is back. Each carries the `clientId` it was
 * given when written, and every retry sends that same id, so the server stores it once however often
 * it is sent (a first attempt whose answer was lost included). The queue is kept in storage per
 * account, so a tab closed or reloaded while offline sends it on its next load.
 */

/** A file uploaded before its message was queued: only the message waits, never an upload. */
interface QueuedAttachment {
  id: string;
  fileName: string;
}

/** One message not yet stored by the server. */
export interface PendingMessage {
  clientId: string;
  conversationId: string;
  body: string;
  attachments: readonly QueuedAttachment[];
  /** When it was written (ISO), to order it among the thread's messages. */
  writtenAt: string;
  /** `sending`: on its way now; `waiting`: the last try could not reach the server, it goes when the connection is back. */
  state: 'sending' | 'waiting';
}

/** What one try to send gave: stored, no connection (try again later), or refused by the server (it will never go). */
export type SendOutcome = { kind: 'sent' } | { kind: 'offline' } | { kind: 'refused'; message: string };

/** The part of Web Storage the queue uses (localStorage in the app, a map in tests). */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface SendQueueOptions {
  /** Sends one message; resolves how it went, never rejects. */
  send: (message: PendingMessage) => Promise<SendOutcome>;
  storage: QueueStorage;
  /** The storage key: one queue per signed-in account. */
  storageKey: string;
  /** A refused message leaves the queue; the screen says why. */
  onRefused: (message: PendingMessage, reason: string) => void;
  /** A message the server stored: the thread refetches it before it leaves the queue, so it never flickers. */
  onSent: (message: PendingMessage) => Promise<void> | void;
  newId: () => string;
  now: () => Date;
}

export interface SendQueue {
  /** Queues a message and starts sending; returns it as shown until the server has it. */
  add: (conversationId: string, body: string, attachments?: readonly QueuedAttachment[]) => PendingMessage;
  /** Sends what waits, in order; a no-op while a send is under way (that run takes the rest). */
  flush: () => Promise<void>;
  /** The messages of one conversation not yet stored, oldest first. */
  pendingIn: (conversationId: string) => readonly PendingMessage[];
  /** Every message not yet stored. */
  all: () => readonly PendingMessage[];
  subscribe: (listener: () => void) => () => void;
}

const isPending = (value: unknown): value is PendingMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const { clientId, conversationId, body, writtenAt, attachments } = value as Record<string, unknown>;
  return (
    typeof clientId === 'string' &&
    typeof conversationId === 'string' &&
    typeof body === 'string' &&
    typeof writtenAt === 'string' &&
    Array.isArray(attachments) &&
    attachments.every(
      (file: unknown) =>
        typeof file === 'object' &&
        file !== null &&
        typeof (file as QueuedAttachment).id === 'string' &&
        typeof (file as QueuedAttachment).fileName === 'string',
    )
  );
};

/** What a previous page left in storage: every readable entry, as waiting (no send is under way in a new page). */
function restore(storage: QueueStorage, key: string): PendingMessage[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isPending).map((message) => ({ ...message, state: 'waiting' })) : [];
  } catch {
    return [];
  }
}

export function createSendQueue(options: SendQueueOptions): SendQueue {
  const { send, storage, storageKey, onRefused, onSent, newId, now } = options;
  let queue: PendingMessage[] = restore(storage, storageKey);
  let running: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const save = (next: PendingMessage[]) => {
    queue = next;
    try {
      if (queue.length === 0) storage.removeItem(storageKey);
      else storage.setItem(storageKey, JSON.stringify(queue));
    } catch {
      // Storage full or refused (private mode): the queue still works for this page.
    }
    for (const listener of listeners) listener();
  };
  const mark = (clientId: string, state: PendingMessage['state']) =>
    save(queue.map((message) => (message.clientId === clientId ? { ...message, state } : message)));
  const drop = (clientId: string) => save(queue.filter((message) => message.clientId !== clientId));

  /** One pass over the queue: stops at the first message that cannot reach the server, so order is kept. */
  const run = async () => {
    for (;;) {
      const next = queue[0];
      if (next === undefined) return;
      mark(next.clientId, 'sending');
      const outcome = await send(next);
      if (outcome.kind === 'offline') {
        save(queue.map((message) => ({ ...message, state: 'waiting' })));
        return;
      }
      if (outcome.kind === 'refused') onRefused(next, outcome.message);
      // A refetch that fails changes nothing: the server has the message, so it leaves the queue anyway.
      else
        await Promise.resolve(next)
          .then(onSent)
          .catch(() => undefined);
      drop(next.clientId);
    }
  };

  const flush = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    add(conversationId, body, attachments = []) {
      const message: PendingMessage = {
        clientId: newId(),
        conversationId,
        body,
        attachments,
        writtenAt: now().toISOString(),
        state: 'waiting',
      };
      save([...queue, message]);
      // A run under way sends it after those before it; otherwise start one.
      if (running === null) void flush();
      return message;
    },
    flush,
    pendingIn: (conversationId) => queue.filter((message) => message.conversationId === conversationId),
    all: () => queue,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
