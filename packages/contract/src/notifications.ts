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
    .enum(['true', 'false'], { error: 'Unread must be true or false' })
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
