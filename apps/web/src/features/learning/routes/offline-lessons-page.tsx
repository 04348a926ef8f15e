import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff, HardDriveDownload } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { QueryView } from '../../../components/list-screen/query-view';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatFileSize, useFormatLocale } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useOnline } from '../../../lib/offline/use-online';
import { canKeepOffline, type OfflineRoom, type SavedLesson } from '../api/offline-lessons';
import { useRemoveAllSavedLessons, useRemoveSavedLesson, useSavedLessons } from '../api/use-offline-lessons';
import { SavedLessonCard } from '../components/saved-lesson-card';

/** The kept lessons in groups by course, in the order listSavedLessons gives them. */
function byCourse(
  lessons: readonly SavedLesson[],
): { courseId: string; courseTitle: string; lessons: SavedLesson[] }[] {
  const groups = new Map<string, { courseId: string; courseTitle: string; lessons: SavedLesson[] }>();
  for (const lesson of lessons) {
    const group = groups.get(lesson.courseId) ?? {
      courseId: lesson.courseId,
      courseTitle: lesson.courseTitle,
      lessons: [],
    };
    group.lessons.push(lesson);
    groups.set(lesson.courseId, group);
  }
  return [...groups.values()];
}

function RoomSummary({ room, onRemoveAll }: { room: OfflineRoom; onRemoveAll: () => void }) {
  const { t } = useLingui();
  useFormatLocale();
  const used = formatFileSize(room.used);
  const limit = formatFileSize(room.limit);
  const caption = t`${used} used of ${limit}`;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:p-6">
      <ProgressBar
        className="min-w-0 flex-1"
        value={room.limit === 0 ? 100 : (room.used / room.limit) * 100}
        label={t`Space for offline lessons`}
        caption={caption}
      />
      <Button variant="danger" size="sm" onClick={onRemoveAll} className="self-start sm:self-end">
        <Trans>Remove all</Trans>
      </Button>
    </Card>
  );
}

function SavedLessonGroups({ lessons }: { lessons: readonly SavedLesson[] }) {
  const { t } = useLingui();
  const remove = useRemoveSavedLesson();
  const headingPrefix = useId();
  return (
    <div className="space-y-8">
      {byCourse(lessons).map((group) => (
        <section key={group.courseId} aria-labelledby={`${headingPrefix}-${group.courseId}`}>
          <h2
            id={`${headingPrefix}-${group.courseId}`}
            className="mb-3 text-lg font-semibold break-words text-slate-900"
          >
            {group.courseTitle}
          </h2>
          <ol className="space-y-3">
            {group.lessons.map((lesson) => (
              <li key={lesson.lessonId}>
                <SavedLessonCard
                  lesson={lesson}
                  headingLevel={3}
                  removing={remove.isPending && remove.variables === lesson.lessonId}
                  onRemove={() =>
                    remove.mutate(lesson.lessonId, {
                      onSuccess: () => toast.success(t`Removed from offline lessons`, { id: 'offline-lesson' }),
                      onError: () =>
                        toast.error(t`Could not remove the lesson from this device`, { id: 'offline-lesson' }),
                    })
                  }
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** The student's lessons kept on this device, by course, with the room they take; it opens without a connection. */
export function OfflineLessonsPage() {
  const { t } = useLingui();
  const online = useOnline();
  const saved = useSavedLessons();
  const removeAll = useRemoveAllSavedLessons();
  const [confirmingRemoveAll, setConfirmingRemoveAll] = useState(false);

  const header = (
    <PageHeader
      title={t`Offline lessons`}
      description={t`Lessons you kept on this device, to read without a connection. Videos need a connection.`}
    />
  );
  if (!canKeepOffline()) {
    return (
      <>
        {header}
        <EmptyState
          icon={CloudOff}
          title={t`This browser cannot keep lessons offline`}
          description={t`Keeping lessons offline needs a browser that supports it, on a secure (https) address.`}
        />
      </>
    );
  }
  return (
    <>
      {header}
      {!online && (
        <p className="mb-4 flex items-center gap-2 text-sm text-slate-700">
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          <Trans>You are offline. The lessons below open from this device.</Trans>
        </p>
      )}
      <QueryView
        query={saved}
        loadingLabel={t`Loading offline lessons`}
        loading="section"
        isEmpty={(answer) => answer.lessons.length === 0}
        empty={
          <EmptyState
            icon={HardDriveDownload}
            title={t`No offline lessons yet`}
            description={t`On a course's page, choose "Keep offline" on a lesson to read it here without a connection.`}
            action={
              <LinkButton to={href('student.courses')} variant="secondary">
                <Trans>Go to My Courses</Trans>
              </LinkButton>
            }
          />
        }
      >
        {(answer) => (
          <div className="space-y-6">
            <RoomSummary room={answer.room} onRemoveAll={() => setConfirmingRemoveAll(true)} />
            <SavedLessonGroups lessons={answer.lessons} />
          </div>
        )}
      </QueryView>
      <ConfirmDialog
        open={confirmingRemoveAll}
        title={t`Remove all offline lessons?`}
        description={t`Every lesson and file kept on this device is removed. You can keep them again from the course pages.`}
        confirmLabel={t`Remove all`}
        destructive
        loading={removeAll.isPending}
        onConfirm={() =>
          removeAll.mutate(undefined, {
            onSuccess: () => {
              setConfirmingRemoveAll(false);
              toast.success(t`All offline lessons removed`, { id: 'offline-lesson' });
            },
            onError: () => {
              setConfirmingRemoveAll(false);
              toast.error(t`Could not remove the offline lessons`, { id: 'offline-lesson' });
            },
          })
        }
        onCancel={() => setConfirmingRemoveAll(false)}
      />
    </>
  );
}
