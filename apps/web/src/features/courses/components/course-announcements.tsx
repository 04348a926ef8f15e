import { Trans, useLingui } from '@lingui/react/macro';
import type { Announcement } from '@tutorium/contract/announcements';
import { announcementEndpoints } from '@tutorium/contract/endpoints/announcements';
import { Megaphone, Pencil, Pin, PinOff, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AnnouncementCard } from '../../../components/announcements/announcement-card';
import { QueryPanel } from '../../../components/panel/panel';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { reportFormError } from '../../../lib/form-errors';
import { useCourseAnnouncements } from '../../../lib/use-course-announcements';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { AnnouncementForm } from './announcement-form';

const inputOf = (announcement: Announcement, pinned: boolean) => ({
  title: announcement.title,
  body: announcement.body,
  pinned,
  commentsEnabled: announcement.commentsEnabled,
  resourceIds: announcement.resources.map((resource) => resource.id),
  ...(announcement.published ? {} : { publishAt: announcement.publishAt }),
});

/** The teacher's announcements of a course: post one, and pin, edit or delete each (after a confirmation). */
export function CourseAnnouncements({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const announcements = useCourseAnnouncements(courseId);
  const [writing, setWriting] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const pin = useEndpointMutation(announcementEndpoints.update, {
    input: ({ announcement, pinned }: { announcement: Announcement; pinned: boolean }) => ({
      params: { id: announcement.id },
      body: inputOf(announcement, pinned),
    }),
  });
  const remove = useEndpointMutation(announcementEndpoints.delete, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });

  const actions = (announcement: Announcement) => {
    const what = announcement.title || t`announcement`;
    return (
      <>
        <Button
          variant="secondary"
          size="sm"
          icon={announcement.pinned ? PinOff : Pin}
          loading={pin.isPending && pin.variables?.announcement.id === announcement.id}
          onClick={() =>
            pin.mutate(
              { announcement, pinned: !announcement.pinned },
              { onError: (error) => reportFormError(error, announcementEndpoints.update.fallbackMessage) },
            )
          }
        >
          {announcement.pinned ? (
            <Trans>
              Unpin<span className="sr-only"> {what}</span>
            </Trans>
          ) : (
            <Trans>
              Pin<span className="sr-only"> {what}</span>
            </Trans>
          )}
        </Button>
        <Button variant="secondary" size="sm" icon={Pencil} onClick={() => setEditingId(announcement.id)}>
          <Trans>
            Edit<span className="sr-only"> {what}</span>
          </Trans>
        </Button>
        <Button variant="danger" size="sm" icon={Trash2} onClick={() => setDeleting(announcement)}>
          <Trans>
            Delete<span className="sr-only"> {what}</span>
          </Trans>
        </Button>
      </>
    );
  };

  return (
    <QueryPanel
      title={t`Announcements`}
      className="mt-6 p-4 sm:p-6"
      aside={
        !writing && (
          <Button size="sm" icon={Plus} onClick={() => setWriting(true)}>
            <Trans>New announcement</Trans>
          </Button>
        )
      }
      query={announcements}
      loadingLabel={t`Loading announcements`}
    >
      {(list) => (
        <div className="space-y-4">
          {writing && <AnnouncementForm courseId={courseId} onDone={() => setWriting(false)} />}
          {list.length === 0 && !writing ? (
            <EmptyState
              icon={Megaphone}
              title={t`No announcements yet`}
              description={t`Tell your students about changes, reminders and news. They are notified at once.`}
            />
          ) : (
            <ul className="space-y-4">
              {list.map((announcement) => (
                <li key={announcement.id}>
                  {editingId === announcement.id ? (
                    <AnnouncementForm courseId={courseId} editing={announcement} onDone={() => setEditingId(null)} />
                  ) : (
                    <AnnouncementCard announcement={announcement} canComment actions={actions(announcement)} />
                  )}
                </li>
              ))}
            </ul>
          )}
          <ConfirmDialog
            open={deleting !== null}
            title={t`Delete this announcement?`}
            description={t`Students will no longer see it, and its comments are deleted with it.`}
            confirmLabel={t`Delete announcement`}
            destructive
            loading={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (deleting === null) return;
              remove.mutate(deleting.id, {
                onSuccess: ({ message }) => toast.success(message),
                onError: (error) => reportFormError(error, announcementEndpoints.delete.fallbackMessage),
                onSettled: () => setDeleting(null),
              });
            }}
          />
        </div>
      )}
    </QueryPanel>
  );
}
