import { notificationEndpoints } from '@tutorium/contract/endpoints/notifications';
import { notificationMessages } from '@tutorium/contract/notifications';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import type { NotificationHub } from '../../platform/notification-hub';
import { listNotifications, markAllRead, markRead } from './service';
import { openNotificationStream } from './stream';

/** The signed-in user's notifications and their live stream, registered from their contract endpoints. */
export const notificationRoutes: FastifyPluginAsync<{ ctx: AppContext; hub: NotificationHub }> = async (
  app,
  { ctx, hub },
) => {
  registerEndpoints(app, notificationEndpoints, {
    list: async (request) => ok(await listNotifications(ctx, request.user, request.query)),

    // The handler holds the event stream open on the raw reply, which it answers itself.
    stream: (request, reply) => openNotificationStream(hub, request.user, request, reply),

    readAll: async (request) =>
      ok({ message: notificationMessages.allRead, ...(await markAllRead(ctx, request.user)) }),

    read: async (request) => ok(await markRead(ctx, request.user, request.params.id)),
  });
};
