import { MAX_NOTIFICATION_STREAMS_PER_USER, notificationMessages } from '@tutorium/contract/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { Unlisten } from '../db/pg-listener';
import { TooManyRequestsError } from './errors';

/** The channel the notifications table's trigger announces on (migration 0012): the payload is a user id. */
export const NOTIFICATION_CHANNEL = 'notifications';

export interface StreamListener {
  /** The user's notifications changed (a new one, or some were read). */
  changed(): void;
  /** The server is shutting down: finish the response. */
  end(): void;
}

/**
 * Live notifications for the streams open on this instance. One LISTEN per instance (opened with the
 * first stream) hears every commit that adds or reads a notification, on any instance, and wakes the
 * addressee's streams here. See docs/architecture.md, "Live notifications".
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<StreamListener>>();
  private listening: Promise<Unlisten> | null = null;
  private closed = false;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'listen'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Adds a stream for `userId` once this instance is listening, so nothing committed after this
   * resolves is missed. Refuses (429) a user's stream past the cap, and any stream while shutting down.
   */
  async subscribe(userId: string, listener: StreamListener): Promise<() => void> {
    const own = this.streams.get(userId) ?? new Set<StreamListener>();
    if (this.closed || own.size >= MAX_NOTIFICATION_STREAMS_PER_USER) {
      throw new TooManyRequestsError(notificationMessages.tooManyStreams, 30);
    }
    // Counted before waiting, so a burst of parallel requests cannot pass the cap.
    own.add(listener);
    this.streams.set(userId, own);
    const unsubscribe = () => {
      own.delete(listener);
      if (own.size === 0 && this.streams.get(userId) === own) this.streams.delete(userId);
    };
    try {
      await this.startListening();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** Streams open on this instance, for tests and metrics. */
  openStreams(): number {
    let total = 0;
    for (const own of this.streams.values()) total += own.size;
    return total;
  }

  /** Ends every open stream (server shutdown must not wait for clients to hang up) and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    for (const own of this.streams.values()) for (const listener of own) listener.end();
    this.streams.clear();
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => null))?.();
  }

  private startListening(): Promise<Unlisten> {
    this.listening ??= this.database
      .listen(NOTIFICATION_CHANNEL, {
        onPayload: (userId) => this.wake(userId),
        // Missed announcements cannot be replayed: every stream refetches instead.
        onReconnect: () => {
          for (const userId of this.streams.keys()) this.wake(userId);
        },
        onError: (error) => this.log.warn({ err: error }, 'notification listener connection failed'),
      })
      .catch((error: unknown) => {
        this.listening = null;
        throw error;
      });
    return this.listening;
  }

  private wake(userId: string): void {
    for (const listener of this.streams.get(userId) ?? []) listener.changed();
  }
}
