import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { LatestAnnouncement } from '@tutorium/contract/announcements';
import { announcementEndpoints } from '@tutorium/contract/endpoints/announcements';
import { Megaphone, MessageSquare, Pin } from 'lucide-react';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextLink } from '../../../components/ui/text-link';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { formatDateTime } from '../../../lib/format';
import { href } from '../../../lib/href';
import { DashboardSection, SectionList } from './dashboard-section';

/** The first lines of an announcement's Markdown, as plain text. */
const PREVIEW_LENGTH = 160;
const previewOf = (body: string): string => {
  const flat = body
    .replace(/[#*_`>[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
};

function AnnouncementSummary({ announcement }: { announcement: LatestAnnouncement }) {
  const { t } = useLingui();
  const courseTitle = announcement.courseTitle;
  const comments = announcement.commentCount;
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <TextLink to={href('student.courseDetail', { id: announcement.courseId })} className="font-medium">
          {announcement.title || t`Announcement in ${courseTitle}`}
        </TextLink>
        {announcement.pinned && (
          <Badge tone="indigo">
            <Pin className="mr-1 inline size-3" aria-hidden="true" />
            <Trans>Pinned</Trans>
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm break-words text-slate-700">{previewOf(announcement.body)}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        <span>{courseTitle}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={announcement.publishAt}>{formatDateTime(announcement.publishAt, new Date())}</time>
        {announcement.editedAt !== null && <Trans>(edited)</Trans>}
        {comments > 0 && (
          <span className="inline-flex items-center gap-1">
            <MessageSquare className="size-3" aria-hidden="true" />
            <Plural value={comments} one="# comment" other="# comments" />
          </span>
        )}
      </p>
    </div>
  );
}

/**
 * The newest announcements of the student's courses. The notification stream refreshes it when one
 * arrives, so it follows without a reload (features/notifications/api).
 */
export function LatestAnnouncements() {
  const { t } = useLingui();
  const latest = useEndpointQuery(announcementEndpoints.latest, { pick: ({ data }) => data });
  return (
    <DashboardSection title={t`Announcements`}>
      <QueryView
        query={latest}
        loadingLabel={t`Loading announcements`}
        loading={<PanelSpinner label={t`Loading announcements`} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={Megaphone}
            title={t`No announcements yet`}
            description={t`Your teachers' announcements appear here as soon as they post them.`}
          />
        }
      >
        {(list) => (
          <SectionList items={list} keyOf={(announcement) => announcement.id} itemClassName="">
            {(announcement) => <AnnouncementSummary announcement={announcement} />}
          </SectionList>
        )}
      </QueryView>
    </DashboardSection>
  );
}
