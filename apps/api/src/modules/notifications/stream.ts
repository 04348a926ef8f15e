import { NOTIFICATION_HEARTBEAT_SECONDS, notificationStreamEvents } from '@tutorium/contract/notifications';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/authentication';
import type { NotificationHub } from '../../platform/notification-hub';

/**
 * Holds a Server-Sent Events response open for `user`: `ready` once live (the client fetches the list
 * then), `changed` whenever their notifications change, a comment every heartbeat. Ends when the
 * client hangs up, the server shuts down, or the session it was opened with no longer lets its holder
 * in: checked when any instance announces the session ended, and at every heartbeat (expiry). The events carry no data: the list is read through the
 * ordinary, authorised endpoint.
 */
export async function openNotificationStream(
  hub: NotificationHub,
  user: AuthUser,
  request: FastifyRequest,
  reply: FastifyReply,
  heartbeatMs: number = NOTIFICATION_HEARTBEAT_SECONDS * 1000,
): Promise<void> {
  const response = reply.raw;
  let heartbeat: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};
  const finish = () => {
    clearInterval(heartbeat);
    unsubscribe();
    // The stream owns its socket (`connection: close`): once the last bytes are out, drop it, so a client
    // slow to hang up cannot hold server shutdown.
    // (On 'finish' rather than end's callback: the injected responses of tests take no callback-only end.)
    if (response.writableEnded) response.destroy();
    else {
      response.once('finish', () => response.destroy());
      response.end();
    }
  };
  const send = (event: string, data: Record<string, string> = {}) => {
    if (!response.writableEnded) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  // A refusal (too many streams) throws here, before anything is sent, and is answered as usual.
  const listener = {
    changed: () => send(notificationStreamEvents.changed),
    seats: (courseId: string) => send(notificationStreamEvents.seats, { courseId }),
    messages: (conversationId: string) => send(notificationStreamEvents.messages, { conversationId }),
    end: finish,
  };
  unsubscribe = await hub.subscribe(user, listener);
  reply.hijack();
  if (request.raw.destroyed) {
    unsubscribe();
    return;
  }
  // Headers the hooks set so far (security headers, request id) go out with the stream too.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) response.setHeader(name, value);
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies such as nginx would otherwise hold events back in their buffers.
    'x-accel-buffering': 'no',
    // The socket ends with the stream: it never lingers as an idle keep-alive that shutdown would wait on.
    connection: 'close',
  });
  request.raw.socket.setNoDelay(true);
  request.raw.on('close', finish);
  response.on('close', finish);
  heartbeat = setInterval(() => {
    if (!response.writableEnded) response.write(': heartbeat\n\n');
    hub.recheck([{ sessionId: user.sessionId, listener }]);
  }, heartbeatMs);
  heartbeat.unref();
  send(notificationStreamEvents.ready);
}
