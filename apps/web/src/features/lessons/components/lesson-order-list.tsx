import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lesson } from '@tutorium/contract/lessons';
import { ArrowDown, ArrowUp, Paperclip, Pencil, Trash2, Video } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

const moveDirections = ['up', 'down'] as const;
export type MoveDirection = (typeof moveDirections)[number];
type RowAction = MoveDirection | 'edit' | 'delete';

/** Ids for the buttons of a lesson row, so that focus can return to them after a move, an edit or a dialog. */
export const lessonButtonId = (lessonId: string, action: RowAction) => `lesson-${action}-${lessonId}`;

type RowButtonProps = Omit<ComponentProps<typeof Button>, 'id' | 'variant' | 'size'> & {
  lessonId: string;
  action: RowAction;
};

function RowButton({ lessonId, action, ...props }: RowButtonProps) {
  return <Button {...props} id={lessonButtonId(lessonId, action)} variant="secondary" size="sm" />;
}

interface LessonOrderListProps {
  lessons: readonly Lesson[];
  editingId: string | null;
  onMove: (lesson: Lesson, direction: MoveDirection) => void;
  onEdit: (lesson: Lesson) => void;
  onDelete: (lesson: Lesson) => void;
}

function LessonFacts({ lesson }: { lesson: Lesson }) {
  const { t } = useLingui();
  const attachments = lesson.resources.length;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      {lesson.body.trim() === '' && (
        <span>
          <Trans>No lesson text</Trans>
        </span>
      )}
      {lesson.videoUrl !== '' && (
        <span className="inline-flex items-center gap-1">
          <Video className="size-3.5" aria-hidden="true" />
          <Trans>Video</Trans>
        </span>
      )}
      {attachments > 0 && (
        <span className="inline-flex items-center gap-1">
          <Paperclip className="size-3.5" aria-hidden="true" />
          {t`${plural(attachments, { one: '# attachment', other: '# attachments' })}`}
        </span>
      )}
    </p>
  );
}

/** The lessons in the order students see them, each with Move up, Move down, Edit and Delete. */
export function LessonOrderList({ lessons, editingId, onMove, onEdit, onDelete }: LessonOrderListProps) {
  const { t } = useLingui();
  return (
    <ol aria-label={t`Lessons in order`} className="divide-y divide-slate-100">
      {lessons.map((lesson, index) => {
        const { title } = lesson;
        const position = index + 1;
        return (
          <li
            key={lesson.id}
            className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between ${
              lesson.id === editingId ? 'bg-indigo-50/60' : ''
            }`}
          >
            <div className="flex min-w-0 items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-800"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-medium break-words text-slate-900">
                  <span className="sr-only">
                    <Trans>Lesson {position}:</Trans>{' '}
                  </span>
                  {lesson.title}
                </h3>
                <LessonFacts lesson={lesson} />
                {lesson.id === editingId && (
                  <p className="mt-1">
                    <Badge tone="indigo">
                      <Trans>Editing</Trans>
                    </Badge>
                  </p>
                )}
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-1.5">
              {moveDirections.map((direction) => (
                <RowButton
                  key={direction}
                  lessonId={lesson.id}
                  action={direction}
                  aria-label={direction === 'up' ? t`Move ${title} up` : t`Move ${title} down`}
                  title={direction === 'up' ? t`Move up` : t`Move down`}
                  disabled={direction === 'up' ? index === 0 : index === lessons.length - 1}
                  onClick={() => onMove(lesson, direction)}
                  icon={direction === 'up' ? ArrowUp : ArrowDown}
                />
              ))}
              <RowButton lessonId={lesson.id} action="edit" onClick={() => onEdit(lesson)} icon={Pencil}>
                <Trans>
                  Edit<span className="sr-only"> {title}</span>
                </Trans>
              </RowButton>
              <RowButton
                lessonId={lesson.id}
                action="delete"
                className="text-red-700"
                onClick={() => onDelete(lesson)}
                icon={Trash2}
              >
                <Trans>
                  Delete<span className="sr-only"> {title}</span>
                </Trans>
              </RowButton>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
