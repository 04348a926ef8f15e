import { useLingui } from '@lingui/react/macro';
import { useUnreadMessages } from '../api/use-conversations';

/** Past this the badge says "99+"; screen readers hear the exact count. */
const BADGE_MAX = 99;

/** The sidebar's count of unread messages beside "Messages": nothing when there are none. */
export function UnreadMessagesBadge() {
  const { t } = useLingui();
  const unread = useUnreadMessages().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-auto min-w-5 rounded-full bg-indigo-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
      >
        {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
      </span>
      {/* A flex item of its own: read after the label as "Messages 3 unread". */}
      <span className="sr-only">{t`${unread} unread`}</span>
    </>
  );
}
