import { idParamsSchema } from '@tutorium/contract/fields';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationMessages,
  notificationResponseSchema,
  notificationsReadResponseSchema,
} from '@tutorium/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import type { NotificationHub } from '../../platform/notification-hub';
import { failureResponses } from '../../platform/route-schemas';
import { listNotifications, markAllRead, markRead } from './service';
import { openNotificationStream } from './stream';

const failures = failureResponses(400, 401, 404, 429);

export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; hub: NotificationHub }> = async (
  app,
  { ctx, hub },
) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, with the unread count',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({
      success: true as const,
      ...(await listNotifications(ctx, requireUser(request), request.query)),
    }),
  );

  app.get(
    '/stream',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Server-Sent Events: "ready", then "changed" whenever my notifications change; a comment every 25 seconds',
        response: { ...failures },
      },
      config: { access: 'signed-in' },
    },
    (request, reply) => openNotificationStream(hub, requireUser(request), request, reply),
  );

  app.post(
    '/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 200: notificationsReadResponseSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({
      success: true as const,
      message: notificationMessages.allRead,
      ...(await markAllRead(ctx, requireUser(request))),
    }),
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: idParamsSchema,
        response: { 200: notificationResponseSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({ success: true as const, ...(await markRead(ctx, requireUser(request), request.params.id)) }),
  );
};
