import { Trans, useLingui } from '@lingui/react/macro';
import type { Lesson } from '@tutorium/contract/lessons';
import { CloudDownload } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatFileSize, useFormatLocale } from '../../../lib/format';
import { useOnline } from '../../../lib/offline/use-online';
import {
  canKeepOffline,
  lessonSizeEstimate,
  OfflineFileError,
  OfflineLimitError,
  type OfflineRoom,
} from '../api/offline-lessons';
import { useKeepLessonOffline, useRemoveSavedLesson, useSavedLessons } from '../api/use-offline-lessons';

interface OfflineLessonToggleProps {
  lesson: Lesson;
  course: { id: string; title: string };
  number: number;
}

/**
 * "Keep offline" for one lesson: a toggle button (pressed while the lesson is kept). Keeping asks
 * first, showing what the lesson takes and what all kept lessons take of the limit, and refuses
 * plainly when it would not fit; removing needs no question, as the lesson can be kept again.
 */
export function OfflineLessonToggle({ lesson, course, number }: OfflineLessonToggleProps) {
  const { t } = useLingui();
  useFormatLocale();
  const online = useOnline();
  const saved = useSavedLessons();
  const keep = useKeepLessonOffline();
  const remove = useRemoveSavedLesson();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (!canKeepOffline() || !saved.isSuccess) return null;
  const title = lesson.title;
  const kept = saved.data.lessons.find((entry) => entry.lessonId === lesson.id);
  const { used, limit } = saved.data.room;
  const needed = lessonSizeEstimate(lesson, course.title);
  const neededText = formatFileSize(needed);
  const usedText = formatFileSize(used);
  const limitText = formatFileSize(limit);
  const hasVideo = lesson.videoUrl !== '';

  const refuseForRoom = (bytes: number, room: OfflineRoom) => {
    const lessonSize = formatFileSize(bytes);
    const free = formatFileSize(Math.max(0, room.limit - room.used));
    const all = formatFileSize(room.limit);
    setRefusal(
      t`This lesson needs ${lessonSize}, but only ${free} of your ${all} for offline lessons is free. Remove some offline lessons first.`,
    );
  };

  const onToggle = () => {
    setRefusal(null);
    if (kept) {
      remove.mutate(lesson.id, {
        onSuccess: () => toast.success(t`Removed from offline lessons`, { id: 'offline-lesson' }),
        onError: () => toast.error(t`Could not remove the lesson from this device`, { id: 'offline-lesson' }),
      });
      return;
    }
    if (used + needed > limit) {
      refuseForRoom(needed, { used, limit });
      return;
    }
    setAsking(true);
  };

  const onConfirm = () =>
    keep.mutate(
      { lesson, course, number },
      {
        onSuccess: (result) => {
          setAsking(false);
          const size = formatFileSize(result.size);
          toast.success(t`Saved offline · ${size}`, { id: 'offline-lesson' });
        },
        onError: (error) => {
          setAsking(false);
          // Another tab may have kept lessons since the sizes were shown.
          if (error instanceof OfflineLimitError) {
            refuseForRoom(error.needed, error.room);
            return;
          }
          const file = error instanceof OfflineFileError ? error.fileTitle : null;
          setRefusal(
            file === null
              ? t`Could not keep the lesson offline. Check your connection and try again.`
              : t`Could not download ${file}, so the lesson was not kept offline. Try again.`,
          );
        },
      },
    );

  const keptSize = kept ? formatFileSize(kept.size) : '';
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button
        variant="ghost"
        size="sm"
        icon={CloudDownload}
        aria-pressed={kept !== undefined}
        aria-label={t`Keep offline: ${title}`}
        // Keeping needs the files from the server; removing works without a connection.
        disabled={kept === undefined && !online}
        loading={remove.isPending}
        onClick={onToggle}
        className={kept ? 'bg-indigo-50 text-indigo-800' : undefined}
      >
        <Trans>Keep offline</Trans>
      </Button>
      {kept ? (
        <p className="text-xs text-slate-600">
          <Trans>Saved offline · {keptSize}</Trans>
        </p>
      ) : (
        !online && (
          <p className="text-xs text-slate-600">
            <Trans>Keeping a lesson offline needs a connection</Trans>
          </p>
        )
      )}
      {refusal !== null && (
        <p role="alert" className="max-w-xs text-xs text-red-700 sm:text-right">
          {refusal}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t`Keep "${title}" offline?`}
        description={
          <div className="space-y-2">
            <p>
              <Trans>
                Its text and attached files will take about {neededText} on this device. Your offline lessons use{' '}
                {usedText} of {limitText}.
              </Trans>
            </p>
            {hasVideo && (
              <p>
                <Trans>The video is not kept: it needs a connection.</Trans>
              </p>
            )}
          </div>
        }
        confirmLabel={t`Keep offline`}
        loading={keep.isPending}
        onConfirm={onConfirm}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
