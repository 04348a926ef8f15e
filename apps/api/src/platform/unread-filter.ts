import { type AnyColumn, isNotNull, isNull, type SQL } from 'drizzle-orm';

/** The `unread` list filter over a `read_at` column: only unread, only read, or (undefined) both. */
export function unreadFilter(readAt: AnyColumn, unread: boolean | undefined): SQL | undefined {
  if (unread === undefined) return undefined;
  return unread ? isNull(readAt) : isNotNull(readAt);
}
