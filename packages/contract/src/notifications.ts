import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './api';

/**
 * What an in-app notification is about. Each kind has one sender in the API; the web shows them all
 * the same way (title, body, link), so a new kind needs no new screen.
 */
export const notificationKinds = [
  'waitlist_promoted',
  'waitlist_closed',
  'class_scheduled',
  'class_changed',
  'class_cancelled',
  'class_starting',
  'low_attendance',
  'new_review',
  'contact_message',
  'at_risk_students',
  'announcement',
  'assignment_new',
  'assignment_due',
  'assignment_graded',
  'assignment_returned',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** A path inside the app the notification leads to, or null when there is nowhere to go. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema.extend({
  unread: z
    .enum(['true', 'false'], { error: /*i18n*/ 'Unread must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});

export const notificationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(notificationSchema),
  pagination: paginationSchema,
  unread: z.number(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationResponseSchema = z.object({
  success: z.literal(true),
  data: notificationSchema,
  unread: z.number(),
});

export const notificationsReadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many were unread before; all are read now. */
  marked: z.number(),
  unread: z.number(),
});

/**
 * The live stream: `changed` says the notification list changed; the client refetches it. `seats`: a course's seats or waitlist changed (data `{"courseId": …}`, empty when the server may
 * have missed some), so views of that course's seats, places and counts refetch. `messages`: a
 * conversation of the reader's got a message, was read by the other side, or changed status (data
 * `{"conversationId": …}`, empty when the server may have missed some), so its views and the unread
 * total refetch through their endpoints.
 */
export const notificationStreamEvents = {
  ready: 'ready',
  changed: 'changed',
  seats: 'seats',
  messages: 'messages',
} as const;
/** The server sends a comment this often, so proxies and the client can tell a quiet stream from a dead one. */
export const NOTIFICATION_HEARTBEAT_SECONDS = 25;
/** A signed-in user may hold this many streams at once (one per open tab); more are refused with 429. */
export const MAX_NOTIFICATION_STREAMS_PER_USER = 5;

export const notificationMessages = {
  notFound: /*i18n*/ 'Notification not found',
  allRead: /*i18n*/ 'All notifications marked as read',
  tooManyStreams: /*i18n*/ 'Too many open notification streams; close a Tutorium tab and try again',
} as const;
