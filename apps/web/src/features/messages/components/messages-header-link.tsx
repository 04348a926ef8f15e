import { useLingui } from '@lingui/react/macro';
import type { Portal } from '@tutorium/contract/screen-paths';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '../../../lib/href';
import { useUnreadMessages } from '../api/use-conversations';
import { useSendWhenOnline } from '../api/use-send-queue';

/** Past this the badge says "99+"; the accessible name keeps the exact count. */
const BADGE_MAX = 99;

/**
 * The header's way to Messages beside the bell, with the unread count (kept current by the live
 * stream, or polling while it is down). Mounted on every portal screen, it also sends the messages
 * written offline once the connection is back.
 */
export function MessagesHeaderLink({ portal }: { portal: Portal }) {
  const { t } = useLingui();
  useSendWhenOnline();
  const unread = useUnreadMessages().data?.unread ?? 0;
  return (
    <Link
      to={href(`${portal}.messages`)}
      aria-label={unread > 0 ? t`Messages, ${unread} unread` : t`Messages`}
      className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <MessagesSquare className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-indigo-600 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </Link>
  );
}
