import type { NotificationKind } from '@tutorium/contract/notifications';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path inside the app, such as `/student/courses/…`. */
  link?: string | null;
  /** The person the text names (a review's author), so erasing them deletes the notification (docs/privacy.md). */
  aboutUserId?: string | null;
  /** The contact message it announces, so deleting that message deletes the notification too. */
  contactMessageId?: string | null;
  /** The announcement it announces, so deleting that announcement deletes the notification too. */
  announcementId?: string | null;
  /** The assignment it tells about, so deleting that assignment deletes the notification too. */
  assignmentId?: string | null;
}

/**
 * Adds in-app notifications in the caller's transaction (pass `tx`), so a notification exists exactly
 * when the change it tells about was committed.
 */
export async function notifyUsers(db: Database, items: readonly NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(notifications).values(
    items.map((item) => ({
      ...item,
      link: item.link ?? null,
      aboutUserId: item.aboutUserId ?? null,
      contactMessageId: item.contactMessageId ?? null,
      announcementId: item.announcementId ?? null,
      assignmentId: item.assignmentId ?? null,
    })),
  );
}

export function notifyUser(db: Database, item: NewNotification): Promise<void> {
  return notifyUsers(db, [item]);
}
