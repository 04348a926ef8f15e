import { MAX_NOTIFICATION_STREAMS_PER_USER, notificationMessages } from '@tutorium/contract/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { Unlisten } from '../db/pg-listener';
import type { AuthUser } from './authentication';
import { TooManyRequestsError, unauthenticated } from './errors';

/** The channel the notifications table's trigger announces on (db/sql/announcements.sql): the payload is a user id. */
const NOTIFICATION_CHANNEL = 'notifications';
/** The channel a deleted session announces itself on (db/sql/announcements.sql): the payload is the session id. */
const SESSION_ENDED_CHANNEL = 'session_ended';
/** The channel every seat change announces its course on (the courses module's seat lock): the payload is the course id. */
const SEATS_CHANNEL = 'course_seats';
/** The channel a conversation's changes are announced on (db/sql/conversations.sql): '<user id>:<conversation id>'. */
const CONVERSATIONS_CHANNEL = 'conversations';

export interface StreamListener {
  /** The user's notifications changed (a new one, or some were read). */
  changed(): void;
  /** A course's seats or waitlist changed; '' when announcements may have been missed (any course). */
  seats(courseId: string): void;
  /** One of the user's conversations changed (a message, a read, a status); '' when some may have been missed. */
  messages(conversationId: string): void;
  /** The server is shutting down, or the stream's session ended: finish the response. */
  end(): void;
}

interface OpenStream {
  sessionId: string;
  listener: StreamListener;
}

/**
 * Live notifications for the streams open on this instance. One LISTEN per channel and instance
 * (opened with the first stream) hears every commit that adds or reads a notification, or ends a
 * session, on any instance: it wakes the addressee's streams here, and re-checks the sign-in of the
 * streams opened with an ended session, which end. See docs/architecture.md, "Live notifications".
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<OpenStream>>();
  private listening: Promise<Unlisten> | null = null;
  private closed = false;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'listen'>,
    private readonly log: FastifyBaseLogger,
    /** Whether a session still lets its holder in (expired, ended, account suspended: not). */
    private readonly sessionIsLive: (sessionId: string) => Promise<boolean>,
  ) {}

  /**
   * Adds a stream for `user` once this instance is listening, so nothing committed after this resolves
   * is missed. Refuses (429) a user's stream past the cap, and any stream while shutting down. The
   * session is checked again once listening (401 if it ended meanwhile), so no sign-out is missed.
   */
  async subscribe(user: AuthUser, listener: StreamListener): Promise<() => void> {
    const own = this.streams.get(user.id) ?? new Set<OpenStream>();
    if (this.closed || own.size >= MAX_NOTIFICATION_STREAMS_PER_USER) {
      throw new TooManyRequestsError(notificationMessages.tooManyStreams, 30);
    }
    // Counted before waiting, so a burst of parallel requests cannot pass the cap.
    const stream = { sessionId: user.sessionId, listener };
    own.add(stream);
    this.streams.set(user.id, own);
    const unsubscribe = () => {
      own.delete(stream);
      if (own.size === 0 && this.streams.get(user.id) === own) this.streams.delete(user.id);
    };
    try {
      await this.startListening();
      if (!(await this.sessionIsLive(user.sessionId))) throw unauthenticated();
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
    for (const stream of this.allStreams()) stream.listener.end();
    this.streams.clear();
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => null))?.();
  }

  /** Ends the given streams whose session no longer lets them in. */
  recheck(streams: Iterable<OpenStream>): void {
    for (const stream of streams) {
      this.sessionIsLive(stream.sessionId).then(
        (live) => {
          if (!live) stream.listener.end();
        },
        (error: unknown) => this.log.warn({ err: error }, 'could not re-check a notification stream’s session'),
      );
    }
  }

  private *allStreams(): Generator<OpenStream> {
    for (const own of this.streams.values()) yield* own;
  }

  private startListening(): Promise<Unlisten> {
    this.listening ??= this.listenToAll();
    return this.listening;
  }

  private async listenToAll(): Promise<Unlisten> {
    const onError = (error: Error) => this.log.warn({ err: error }, 'notification listener connection failed');
    const results = await Promise.allSettled([
      this.database.listen(NOTIFICATION_CHANNEL, {
        onPayload: (userId) => this.wake(userId),
        // Missed announcements cannot be replayed: every stream refetches instead.
        onReconnect: () => {
          for (const userId of this.streams.keys()) this.wake(userId);
        },
        onError,
      }),
      // Every stream hears it: seat counts are public, and the client refetches only views of that course.
      this.database.listen(SEATS_CHANNEL, {
        onPayload: (courseId) => {
          for (const stream of this.allStreams()) stream.listener.seats(courseId);
        },
        onReconnect: () => {
          for (const stream of this.allStreams()) stream.listener.seats('');
        },
        onError,
      }),
      // Only the participants' streams hear it, and only the conversation's id.
      this.database.listen(CONVERSATIONS_CHANNEL, {
        onPayload: (payload) => {
          const [userId = '', conversationId = ''] = payload.split(':');
          for (const stream of this.streams.get(userId) ?? []) stream.listener.messages(conversationId);
        },
        onReconnect: () => {
          for (const stream of this.allStreams()) stream.listener.messages('');
        },
        onError,
      }),
      this.database.listen(SESSION_ENDED_CHANNEL, {
        onPayload: (sessionId) =>
          this.recheck([...this.allStreams()].filter((stream) => stream.sessionId === sessionId)),
        // A session may have ended while the connection was down: check every stream's again.
        onReconnect: () => this.recheck([...this.allStreams()]),
        onError,
      }),
    ]);
    const unlistens = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const unlistenAll = async () => {
      await Promise.all(unlistens.map((unlisten) => unlisten()));
    };
    const failed = results.find((result) => result.status === 'rejected');
    if (!failed) return unlistenAll;
    // Part of a hub would miss sign-outs, notifications or seats: drop all, and let the next stream try again.
    this.listening = null;
    await unlistenAll();
    throw failed.reason;
  }

  private wake(userId: string): void {
    for (const stream of this.streams.get(userId) ?? []) stream.listener.changed();
  }
}
