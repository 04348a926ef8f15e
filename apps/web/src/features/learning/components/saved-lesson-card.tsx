import { Trans, useLingui } from '@lingui/react/macro';
import { Download, WifiOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Markdown } from '../../../components/ui/markdown';
import { formatDateTime, formatFileSize, useFormatLocale } from '../../../lib/format';
import { readSavedFile, type SavedLesson } from '../api/offline-lessons';
import { LessonDisclosure } from './lesson-disclosure';

/** The kept files as addresses of their copies in this page (blob URLs), made when the lesson opens and let go when it closes. */
function useSavedFileUrls(lesson: SavedLesson): Map<string, string | null> | null {
  const [urls, setUrls] = useState<Map<string, string | null> | null>(null);
  useEffect(() => {
    let current = true;
    const made: string[] = [];
    void Promise.all(
      lesson.files.map(async (file) => {
        const blob = await readSavedFile(lesson.lessonId, file.id).catch(() => null);
        const url = blob === null ? null : URL.createObjectURL(blob);
        if (url !== null) made.push(url);
        return [file.id, url] as const;
      }),
    ).then((entries) => {
      if (current) setUrls(new Map(entries));
      else for (const url of made) URL.revokeObjectURL(url);
    });
    return () => {
      current = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [lesson]);
  return urls;
}

/** A kept lesson's text (the course page's Markdown), its files from this device, and a word on its video. */
function SavedLessonContent({ lesson }: { lesson: SavedLesson }) {
  const urls = useSavedFileUrls(lesson);
  const attachmentsId = useId();
  return (
    <div className="space-y-5">
      {lesson.body.trim() !== '' && <Markdown source={lesson.body} />}
      {lesson.videoUrl !== '' && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          <Trans>This lesson has a video: the video needs a connection.</Trans>
        </p>
      )}
      {lesson.files.length > 0 && (
        <div>
          {/* A label rather than a heading: the lesson's own Markdown may hold any heading level before it. */}
          <p id={attachmentsId} className="text-sm font-semibold text-slate-900">
            <Trans>Attachments</Trans>
          </p>
          <ul aria-labelledby={attachmentsId} className="mt-2 space-y-2">
            {lesson.files.map((file) => {
              const url = urls?.get(file.id);
              const size = formatFileSize(file.size);
              const name = (
                <>
                  {file.title} <span className="text-slate-600">({size})</span>
                </>
              );
              return (
                <li key={file.id} className="text-sm">
                  {url ? (
                    <a
                      href={url}
                      download={file.fileName}
                      className="inline-flex items-center gap-2 font-medium break-all text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      <Download className="size-4 shrink-0" aria-hidden="true" />
                      <span className="sr-only">
                        <Trans>Open</Trans>{' '}
                      </span>
                      {name}
                    </a>
                  ) : (
                    <span className="text-slate-700">
                      {name} {url === null ? <Trans>(not on this device)</Trans> : <Trans>(opening…)</Trans>}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}

interface SavedLessonCardProps {
  lesson: SavedLesson;
  /** Forgets the lesson; absent where the card only shows it. */
  onRemove?: () => void;
  removing?: boolean;
  headingLevel: 3 | 4;
}

/** One kept lesson: a heading that opens it, when it was kept and what it takes, and Remove. */
export function SavedLessonCard({ lesson, onRemove, removing = false, headingLevel }: SavedLessonCardProps) {
  const { t } = useLingui();
  useFormatLocale();
  const [open, setOpen] = useState(false);
  const title = lesson.title;
  const number = lesson.number;
  const size = formatFileSize(lesson.size);
  const savedAt = formatDateTime(lesson.savedAt, new Date());

  return (
    <LessonDisclosure
      number={number}
      title={title}
      headingLevel={headingLevel}
      open={open}
      onToggleOpen={() => setOpen((value) => !value)}
      detail={
        <Trans>
          Saved offline · {size} · kept {savedAt}
        </Trans>
      }
      actions={
        onRemove && (
          <Button
            variant="secondary"
            size="sm"
            loading={removing}
            aria-label={t`Remove from offline lessons: ${title}`}
            onClick={onRemove}
            className="self-start sm:self-center"
          >
            <Trans>Remove</Trans>
          </Button>
        )
      }
    >
      {open && <SavedLessonContent lesson={lesson} />}
    </LessonDisclosure>
  );
}
