import { Trans, useLingui } from '@lingui/react/macro';
import type { Announcement } from '@tutorium/contract/announcements';
import { CalendarClock, Paperclip, Pin } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../ui/badge';
import { Markdown } from '../ui/markdown';
import { AnnouncementComments } from './announcement-comments';

interface AnnouncementCardProps {
  announcement: Announcement;
  /** Whether the reader may comment: an enrolled student where comments are on, or the course's teacher. */
  canComment: boolean;
  /** The teacher's buttons (pin, edit, delete), beside the heading. */
  actions?: ReactNode;
}

/** One announcement: heading, who posted it and when ("edited" with its time), the Markdown text, files and comments. */
export function AnnouncementCard({ announcement, canComment, actions }: AnnouncementCardProps) {
  const { t } = useLingui();
  const now = new Date();
  const author = announcement.author?.name ?? t`Former member`;
  const posted = formatDateTime(announcement.publishAt, now);
  const edited = announcement.editedAt === null ? null : formatDateTime(announcement.editedAt, now);
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4"
      aria-label={announcement.title || t`Announcement from ${posted}`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {announcement.pinned && (
              <Badge tone="indigo">
                <Pin className="mr-1 inline size-3" aria-hidden="true" />
                <Trans>Pinned</Trans>
              </Badge>
            )}
            {!announcement.published && (
              <Badge tone="yellow">
                <CalendarClock className="mr-1 inline size-3" aria-hidden="true" />
                <Trans>Scheduled for {posted}</Trans>
              </Badge>
            )}
          </div>
          {announcement.title && (
            <h3 className="mt-1 text-base font-semibold break-words text-slate-900">{announcement.title}</h3>
          )}
          <p className="mt-1 text-xs text-slate-600">
            <Trans>
              {author} · <time dateTime={announcement.publishAt}>{posted}</time>
            </Trans>
            {edited !== null && (
              <>
                {' '}
                ·{' '}
                <Trans>
                  edited <time dateTime={announcement.editedAt ?? ''}>{edited}</time>
                </Trans>
              </>
            )}
          </p>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-3 text-sm">
        <Markdown source={announcement.body} />
      </div>
      {announcement.resources.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Attachments`}>
          {announcement.resources.map((resource) => (
            <li key={resource.id}>
              <a
                href={resource.downloadUrl}
                className="inline-flex items-center gap-1 rounded-lg border border-slate-200 px-2 py-1 text-sm text-indigo-700 underline"
              >
                <Paperclip className="size-4" aria-hidden="true" />
                {resource.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      {announcement.published && <AnnouncementComments announcement={announcement} canComment={canComment} />}
    </article>
  );
}

interface AnnouncementListProps {
  announcements: readonly Announcement[];
  canComment: (announcement: Announcement) => boolean;
  actions?: (announcement: Announcement) => ReactNode;
}

/** A course's announcements as the API orders them: pinned first, then the newest. */
export function AnnouncementList({ announcements, canComment, actions }: AnnouncementListProps) {
  return (
    <ul className="space-y-4">
      {announcements.map((announcement) => (
        <li key={announcement.id}>
          <AnnouncementCard
            announcement={announcement}
            canComment={canComment(announcement)}
            actions={actions?.(announcement)}
          />
        </li>
      ))}
    </ul>
  );
}
