import { notificationEndpoints } from '@tutorium/contract/endpoints/notifications';
import { notificationMessages } from '@tutorium/contract/notifications';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { endpointRoutePath, registerEndpoint } from '../../platform/endpoint-route';
import type { NotificationHub } from '../../platform/notification-hub';
import { failureResponses } from '../../platform/route-schemas';
import { listNotifications, markAllRead, markRead } from './service';
import { openNotificationStream } from './stream';

/** The signed-in user's notifications and their live stream, registered from their contract endpoints. */
export const notificationRoutes: FastifyPluginAsync<{ ctx: AppContext; hub: NotificationHub }> = async (
  app,
  { ctx, hub },
) => {
  registerEndpoint(app, notificationEndpoints.list, async (request) => ({
    success: true as const,
    ...(await listNotifications(ctx, requireUser(request), request.query)),
  }));

  // A plain route: the answer is an event stream the handler keeps open, not one JSON answer.
  const stream = notificationEndpoints.stream;
  app.get(
    endpointRoutePath(app, stream),
    {
      schema: { tags: [...stream.tags], summary: stream.summary, response: failureResponses(...stream.failures) },
      config: { access: stream.access },
    },
    (request, reply) => openNotificationStream(hub, requireUser(request), request, reply),
  );

  registerEndpoint(app, notificationEndpoints.readAll, async (request) => ({
    success: true as const,
    message: notificationMessages.allRead,
    ...(await markAllRead(ctx, requireUser(request))),
  }));

  registerEndpoint(app, notificationEndpoints.read, async (request) => ({
    success: true as const,
    ...(await markRead(ctx, requireUser(request), request.params.id)),
  }));
};
