import { useNotificationStream } from '../api/use-notification-stream';

/**
 * The live stream without the bell, for a portal that has no notifications screen (the guardian
 * portal: a guardian hears of their children by email), so its messages still follow live.
 */
export function LiveUpdates() {
  useNotificationStream();
  return null;
}
