import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { conversationEndpoints } from '@tutorium/contract/endpoints/conversations';
import { notificationEndpoints } from '@tutorium/contract/endpoints/notifications';
import { notificationStreamEvents } from '@tutorium/contract/notifications';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { useEffect } from 'react';
import { ApiError, apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';
import { readsTagged } from '../../../lib/endpoint-query';
import { setStreamLive } from '../../../lib/stream-status';

/** The reads a seat change can make stale: seats and places, enrolments, the dashboards' counts. */
const seatTags = ['courses', 'enrolments', 'dashboards'];
/**
 * The reads a new notification can make stale: the notifications, and the announcements (a published
 * one is told by a notification, so a student's open course page and dashboard show it at once).
 */
const notifiedTags = [...notificationEndpoints.list.tags, 'announcements'];

/**
 * A course's seats or waitlist changed (`courseId` '' for "maybe any"): refreshes the seat reads if
 * this client holds any answer mentioning the course (a catalogue page, the course, My Courses, the
 * student's places), so a waiting student's place and a promoted student's dashboard follow at once,
 * and a client that never saw the course asks for nothing.
 */
async function refreshSeats(queryClient: QueryClient, data: string): Promise<void> {
  let courseId = '';
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'object' && parsed !== null && 'courseId' in parsed && typeof parsed.courseId === 'string') {
      courseId = parsed.courseId;
    }
  } catch {
    // An event without a readable course stands for any course.
  }
  const concerned =
    courseId === '' ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.data !== undefined && JSON.stringify(query.state.data).includes(courseId));
  if (concerned) await queryClient.invalidateQueries(readsTagged(seatTags));
}

/**
 * A conversation of mine changed (a message, a read receipt, a request answered, a block): the
 * conversation reads refetch (the list, the open thread, the unread counts), which are authorised
 * reads of their own; the event names the conversation and says nothing of it.
 */
const refreshConversations = (queryClient: QueryClient) =>
  queryClient.invalidateQueries(readsTagged(conversationEndpoints.list.tags));

/** Waits before reconnecting grow from 2 s to 1 min; lists poll meanwhile. */
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;

/**
 * Keeps the signed-in user's notification stream open while mounted (once, in the portal header):
 * a notification event refetches the notification and announcement queries, a seats event the seat
 * reads it concerns, a messages event the conversations. EventSource cannot send the Authorization header,
 * so the stream is read over fetch. When it fails, lists poll and the stream is retried with backoff.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const controller = new AbortController();
    let retryMs = FIRST_RETRY_MS;
    let timer: number | undefined;

    const connect = async () => {
      try {
        const response = await apiClient.stream(endpointUrl(notificationEndpoints.stream), {
          fallbackMessage: notificationEndpoints.stream.fallbackMessage,
          signal: controller.signal,
        });
        if (!response.body) throw new Error('no body');
        const events = response.body
          .pipeThrough(new TextDecoderStream())
          .pipeThrough(new EventSourceParserStream())
          .getReader();
        for (;;) {
          const { value: event, done } = await events.read();
          if (done) break;
          if (event.event === notificationStreamEvents.ready) {
            setStreamLive(true);
            retryMs = FIRST_RETRY_MS;
            // Whatever came while the stream was down is fetched now.
            await refreshConversations(queryClient);
          }
          if (event.event === notificationStreamEvents.seats) await refreshSeats(queryClient, event.data);
          else if (event.event === notificationStreamEvents.messages) await refreshConversations(queryClient);
          else await queryClient.invalidateQueries(readsTagged(notifiedTags));
        }
      } catch (error) {
        // A dead session is handled by the API client (sign-in again); nothing to retry.
        if (controller.signal.aborted || (error instanceof ApiError && error.status === 401)) return;
      } finally {
        setStreamLive(false);
      }
      if (controller.signal.aborted) return;
      timer = window.setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
    void connect();

    return () => {
      controller.abort();
      window.clearTimeout(timer);
      setStreamLive(false);
    };
  }, [queryClient]);
}
