import { describe, expect, it, vi } from 'vitest';
import { createSendQueue, type PendingMessage, type QueueStorage, type SendOutcome } from './send-queue';

const KEY = 'queue-test';

function memoryStorage(initial: Record<string, string> = {}): QueueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A server the test answers by hand: each send waits until the test says how it went. */
function manualServer() {
  const calls: { message: PendingMessage; answer: (outcome: SendOutcome) => void }[] = [];
  const send = (message: PendingMessage) =>
    new Promise<SendOutcome>((resolve) => {
      calls.push({ message, answer: resolve });
    });
  return { calls, send };
}

function setUp(options: { send: (message: PendingMessage) => Promise<SendOutcome>; storage?: QueueStorage }) {
  let id = 0;
  const refused: { clientId: string; reason: string }[] = [];
  const sent: string[] = [];
  const queue = createSendQueue({
    send: options.send,
    storage: options.storage ?? memoryStorage(),
    storageKey: KEY,
    onRefused: (message, reason) => refused.push({ clientId: message.clientId, reason }),
    onSent: (message) => void sent.push(message.clientId),
    newId: () => `id-${++id}`,
    now: () => new Date('2026-11-27T10:00:00Z'),
  });
  return { queue, refused, sent };
}

describe('the offline send queue', () => {
  it('sends at once when the server answers, and leaves nothing behind', async () => {
    const send = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'sent' }));
    const storage = memoryStorage();
    const { queue, sent } = setUp({ send, storage });

    const message = queue.add('c1', 'Hello');
    expect(message).toMatchObject({ clientId: 'id-1', conversationId: 'c1', body: 'Hello', attachments: [] });
    await queue.flush();

    expect(send).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['id-1']);
    expect(queue.all()).toEqual([]);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('keeps what cannot reach the server, in order, and sends each once with the same id when back online', async () => {
    const server = manualServer();
    const storage = memoryStorage();
    const { queue, sent } = setUp({ send: server.send, storage });

    queue.add('c1', 'first');
    queue.add('c1', 'second');
    queue.add('c2', 'elsewhere');
    // One request at a time: the first is on its way, the others wait behind it.
    expect(server.calls).toHaveLength(1);
    expect(queue.pendingIn('c1').map((m) => [m.body, m.state])).toEqual([
      ['first', 'sending'],
      ['second', 'waiting'],
    ]);
    server.calls[0]?.answer({ kind: 'offline' });
    await queue.flush();
    expect(queue.all().map((m) => m.state)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(JSON.parse(storage.data.get(KEY) ?? '[]')).toHaveLength(3);

    // Back online: two flushes at once (the online event and a reconnected stream) make one run.
    const run = queue.flush();
    void queue.flush();
    for (const index of [1, 2, 3]) {
      await vi.waitFor(() => expect(server.calls).toHaveLength(index + 1));
      server.calls[index]?.answer({ kind: 'sent' });
    }
    await run;

    expect(server.calls.map((call) => call.message.clientId)).toEqual(['id-1', 'id-1', 'id-2', 'id-3']);
    expect(sent).toEqual(['id-1', 'id-2', 'id-3']);
    expect(queue.all()).toEqual([]);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('drops a message the server refuses and says why, then goes on with the next', async () => {
    const answers: SendOutcome[] = [{ kind: 'refused', message: 'You cannot message this person' }, { kind: 'sent' }];
    const { queue, refused, sent } = setUp({ send: async () => answers.shift() ?? { kind: 'sent' } });

    queue.add('c1', 'blocked');
    queue.add('c2', 'fine');
    await queue.flush();

    expect(refused).toEqual([{ clientId: 'id-1', reason: 'You cannot message this person' }]);
    expect(sent).toEqual(['id-2']);
    expect(queue.all()).toEqual([]);
  });

  it('picks up what a closed page left in storage, and skips what it cannot read', async () => {
    const left: PendingMessage = {
      clientId: 'left-1',
      conversationId: 'c1',
      body: 'written offline',
      attachments: [{ id: 'file-1', fileName: 'notes.pdf' }],
      writtenAt: '2026-11-27T09:00:00Z',
      state: 'sending',
    };
    const storage = memoryStorage({ [KEY]: JSON.stringify([left, { clientId: 3 }, 'junk']) });
    const send = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'sent' }));
    const { queue, sent } = setUp({ send, storage });

    expect(queue.all()).toEqual([{ ...left, state: 'waiting' }]);
    await queue.flush();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'left-1' }));
    expect(sent).toEqual(['left-1']);

    const unreadable = setUp({ send, storage: memoryStorage({ [KEY]: '{not json' }) });
    expect(unreadable.queue.all()).toEqual([]);
  });

  it('tells its listeners of every change', async () => {
    const { queue } = setUp({ send: async () => ({ kind: 'sent' }) });
    const listener = vi.fn();
    const stop = queue.subscribe(listener);
    queue.add('c1', 'hi');
    await queue.flush();
    expect(listener).toHaveBeenCalled();
    stop();
    listener.mockClear();
    queue.add('c1', 'again');
    await queue.flush();
    expect(listener).not.toHaveBeenCalled();
  });
});
