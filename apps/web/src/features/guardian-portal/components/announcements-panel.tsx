import { useLingui } from '@lingui/react/macro';
import type { GuardianChildOverview } from '@tutorium/contract/guardians';
import { Megaphone } from 'lucide-react';
import { Panel } from '../../../components/panel/panel';
import { EmptyState } from '../../../components/ui/empty-state';
import { Markdown } from '../../../components/ui/markdown';
import { formatDateTime } from '../../../lib/format';

/** The newest announcements of the child's courses, whole: a guardian has no course page to read them on. */
export function AnnouncementsPanel({ announcements }: { announcements: GuardianChildOverview['announcements'] }) {
  const { t } = useLingui();
  return (
    <Panel title={t`Announcements`}>
      {announcements.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title={t`No announcements yet`}
          description={t`What their teachers announce to their courses appears here.`}
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {announcements.map((announcement) => {
            const course = announcement.course.title;
            const author = announcement.authorName;
            return (
              <li key={announcement.id} className="py-4 first:pt-0 last:pb-0">
                <article aria-label={t`Announcement in ${course}`}>
                  <h3 className="font-medium break-words text-slate-900">{course}</h3>
                  <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                    <span>{author}</span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={announcement.publishedAt}>
                      {formatDateTime(announcement.publishedAt, new Date())}
                    </time>
                  </p>
                  <div className="mt-2 text-sm break-words">
                    <Markdown source={announcement.body} />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
