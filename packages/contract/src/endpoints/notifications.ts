import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema } from '../fields';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  notificationsReadResponseSchema,
} from '../notifications';

/** The signed-in user's notifications, and the live stream that tells when they change. */
export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    summary: 'My notifications, newest first, with the unread count',
    fallbackMessage: /*i18n*/ 'Failed to load your notifications',
    tags: ['notifications'],
    access: 'signed-in',
    query: notificationListQuerySchema,
    status: 200,
    response: notificationListResponseSchema,
    rules: [],
  }),
  /**
   * Server-Sent Events (`notificationStreamEvents`), not one JSON answer: the API keeps it a plain
   * route and the web reads it with `apiClient.stream` at this endpoint's URL.
   */
  stream: defineEndpoint({
    method: 'GET',
    path: '/notifications/stream',
    summary: 'Server-Sent Events: "ready", then "changed" whenever my notifications change; a comment every 25 seconds',
    fallbackMessage: /*i18n*/ 'Live notifications are unavailable',
    tags: ['notifications'],
    access: 'signed-in',
    status: 200,
    response: z.unknown(),
    rules: ['too_many_requests'],
  }),
  readAll: defineEndpoint({
    method: 'POST',
    path: '/notifications/read-all',
    summary: 'Mark all my notifications read',
    fallbackMessage: /*i18n*/ 'Failed to mark your notifications as read',
    tags: ['notifications'],
    access: 'signed-in',
    status: 200,
    response: notificationsReadResponseSchema,
    rules: [],
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    summary: 'Mark one of my notifications read',
    fallbackMessage: /*i18n*/ 'Failed to mark the notification as read',
    tags: ['notifications'],
    access: 'signed-in',
    params: idParamsSchema,
    status: 200,
    response: notificationResponseSchema,
    rules: ['not_found'],
  }),
};
