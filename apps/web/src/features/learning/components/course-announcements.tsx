import { useLingui } from '@lingui/react/macro';
import { Megaphone } from 'lucide-react';
import { AnnouncementList } from '../../../components/announcements/announcement-card';
import { QueryPanel } from '../../../components/panel/panel';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCourseAnnouncements } from '../../../lib/use-course-announcements';

/** The enrolled student's view of the course's announcements, pinned first; they comment where it is allowed. */
export function CourseAnnouncements({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const announcements = useCourseAnnouncements(courseId);
  return (
    <QueryPanel
      title={t`Announcements`}
      className="mt-6 p-4 sm:p-6"
      query={announcements}
      loadingLabel={t`Loading announcements`}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          icon={Megaphone}
          title={t`No announcements yet`}
          description={t`Your teacher's announcements for this course will appear here.`}
        />
      }
    >
      {(list) => <AnnouncementList announcements={list} canComment={(announcement) => announcement.commentsEnabled} />}
    </QueryPanel>
  );
}
