import { Trans, useLingui } from '@lingui/react/macro';
import type { Lesson } from '@tutorium/contract/lessons';
import { resourceTypeLabels, resourceTypeSchema } from '@tutorium/contract/resources';
import { CheckCircle2, Circle, CloudUpload, Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Markdown } from '../../../components/ui/markdown';
import { LessonDisclosure } from './lesson-disclosure';
import { LessonVideo } from './lesson-video';

const typeLabel = (type: string): string => {
  const known = resourceTypeSchema.safeParse(type);
  return known.success ? resourceTypeLabels[known.data] : type.toUpperCase();
};

interface LessonItemProps {
  lesson: Lesson;
  number: number;
  open: boolean;
  onToggleOpen: () => void;
  onToggleComplete: (completed: boolean) => void;
  /** The change to "done" or "not done" is kept offline, to be sent when the connection is back. */
  waitingToSend?: boolean;
  /** Beside "Mark complete": keeping the lesson offline. */
  offlineAction?: ReactNode;
}

/**
 * One lesson: a heading that opens it, its Markdown text, video and attachments, and whether it is
 * done: a "Completed" badge with its own "Mark as not done" button, or "Mark complete". The button
 * stays one element whose label changes, so keyboard focus stays on it after a click.
 */
export function LessonItem({
  lesson,
  number,
  open,
  onToggleOpen,
  onToggleComplete,
  waitingToSend = false,
  offlineAction,
}: LessonItemProps) {
  const { t } = useLingui();
  const attachmentsId = useId();
  const title = lesson.title;
  const completed = lesson.completed === true;
  const hasText = lesson.body.trim() !== '';
  const action = completed ? t`Mark as not done` : t`Mark complete`;

  return (
    <LessonDisclosure
      number={number}
      title={title}
      headingLevel={3}
      open={open}
      onToggleOpen={onToggleOpen}
      marker={
        completed ? (
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
        ) : (
          <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
        )
      }
      actions={
        <div className="flex shrink-0 flex-wrap items-center gap-2 self-start sm:self-center">
          {completed && (
            <Badge tone="green">
              <Trans>Completed</Trans>
            </Badge>
          )}
          {waitingToSend && (
            <Badge tone="slate">
              <CloudUpload className="mr-1 size-3.5" aria-hidden="true" />
              <Trans>Waiting to send</Trans>
            </Badge>
          )}
          <Button
            variant={completed ? 'ghost' : 'secondary'}
            size="sm"
            // Names the lesson too ("Mark complete: Angles"), the visible words first, as every lesson has one.
            aria-label={t`${action}: ${title}`}
            onClick={() => onToggleComplete(!completed)}
          >
            {action}
          </Button>
          {offlineAction}
        </div>
      }
      panelClassName="space-y-5"
    >
      {hasText && <Markdown source={lesson.body} />}
      {lesson.videoUrl !== '' && <LessonVideo title={lesson.title} url={lesson.videoUrl} />}
      {lesson.resources.length > 0 && (
        <div>
          {/* A label rather than a heading: the lesson's own Markdown may hold any heading level before it. */}
          <p id={attachmentsId} className="text-sm font-semibold text-slate-900">
            <Trans>Attachments</Trans>
          </p>
          <ul aria-labelledby={attachmentsId} className="mt-2 space-y-2">
            {lesson.resources.map((resource) => (
              <li key={resource.id}>
                <a
                  href={resource.downloadUrl}
                  download
                  className="inline-flex items-center gap-2 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <Download className="size-4" aria-hidden="true" />
                  <span className="sr-only">
                    <Trans>Download</Trans>{' '}
                  </span>
                  {resource.title}
                  <span className="text-slate-600">({typeLabel(resource.type)})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!hasText && lesson.videoUrl === '' && lesson.resources.length === 0 && (
        <p className="text-sm text-slate-600">
          <Trans>This lesson has no text, video or attachments.</Trans>
        </p>
      )}
    </LessonDisclosure>
  );
}
