import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Spinner } from '../../../components/ui/spinner';
import { plural } from '../../../lib/format';
import { useCourseOutline } from '../api/use-course-outline';

/** The course's lessons by title, for anyone deciding whether to enrol; the lessons open once enrolled. */
export function CourseOutline({ courseId }: { courseId: string }) {
  const outline = useCourseOutline(courseId);
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Lessons
          </h2>
          {outline.isSuccess && outline.data.length > 0 && (
            <p className="text-sm text-slate-600">{plural(outline.data.length, 'lesson', 'lessons')}</p>
          )}
        </div>
        {outline.isPending ? (
          <Spinner label="Loading lessons" />
        ) : outline.isError ? (
          <ErrorPanel message={outline.error.message} onRetry={() => void outline.refetch()} />
        ) : outline.data.length === 0 ? (
          <EmptyState
            icon={BookOpen}
            title="No lessons yet"
            description="The teacher has not added lessons yet; they will show here."
          />
        ) : (
          <>
            <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {outline.data.map((lesson, index) => (
                <li key={lesson.id} className="flex gap-3 px-4 py-3 text-sm text-slate-800">
                  <span className="w-6 shrink-0 text-right font-medium text-slate-600">{index + 1}.</span>
                  <span className="break-words">{lesson.title}</span>
                </li>
              ))}
            </ol>
            <p className="mt-3 text-sm text-slate-600">The lessons open once you are enrolled.</p>
          </>
        )}
      </section>
    </Card>
  );
}
