import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { LastUpdated } from '../../../lib/offline/last-updated';
import { useSavedLessons } from '../api/use-offline-lessons';
import { SavedLessonCard } from './saved-lesson-card';

/**
 * A course's lessons kept on this device, for its page when the course or its lessons cannot be
 * loaded (no connection): nothing when none is kept.
 */
export function SavedCourseLessons({ courseId }: { courseId: string }) {
  const headingId = useId();
  const saved = useSavedLessons();
  const lessons = saved.data?.lessons.filter((lesson) => lesson.courseId === courseId) ?? [];
  if (lessons.length === 0) return null;
  const lastSaved = Math.max(...lessons.map((lesson) => Date.parse(lesson.savedAt)));
  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-3">
      <Card className="space-y-2 p-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          <Trans>Lessons kept on this device</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>The course could not be loaded, but you kept these lessons offline.</Trans>
        </p>
        <LastUpdated updatedAt={lastSaved} />
      </Card>
      <ol className="space-y-3">
        {lessons.map((lesson) => (
          <li key={lesson.lessonId}>
            <SavedLessonCard lesson={lesson} headingLevel={3} />
          </li>
        ))}
      </ol>
    </section>
  );
}
