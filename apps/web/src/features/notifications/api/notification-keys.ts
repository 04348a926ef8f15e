export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number, unreadOnly: boolean) => ['notifications', 'list', { page, unreadOnly }] as const,
};

/** Shown when the server gives no message of its own; the spec has no text for these. */
export const notificationFallbacks = {
  load: 'Failed to load your notifications',
  markRead: 'Failed to mark the notification as read',
  markAllRead: 'Failed to mark your notifications as read',
  stream: 'Live notifications are unavailable',
} as const;

/** How often lists refetch while the live stream is down. */
export const POLL_INTERVAL_MS = 30_000;
