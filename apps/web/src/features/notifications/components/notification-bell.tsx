import { useLingui } from '@lingui/react/macro';
import type { Portal } from '@tutorium/contract/screen-paths';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '../../../lib/href';
import { useNotificationStream } from '../api/use-notification-stream';
import { useNotifications } from '../api/use-notifications';

/** Past this the badge says "99+"; the accessible name keeps the exact count. */
const BADGE_MAX = 99;

/** The portals with a notifications screen: the guardian portal has none (components/live-updates.tsx). */
type NotifiedPortal = Exclude<Portal, 'guardian'>;

/**
 * The header's bell: the unread count, kept current by the live stream (or polling while it is down),
 * and the way to the notifications page.
 */
export function NotificationBell({ portal }: { portal: NotifiedPortal }) {
  const { t } = useLingui();
  useNotificationStream();
  const unread = useNotifications(1, true).data?.unread ?? 0;
  return (
    <Link
      to={href(`${portal}.notifications`)}
      aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
      className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </Link>
  );
}
