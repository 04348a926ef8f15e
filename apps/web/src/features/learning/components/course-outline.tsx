import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { QueryView } from '../../../components/list-screen/query-view';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCourseOutline } from '../api/use-course-outline';

/** The course's lessons by title, for anyone deciding whether to enrol; the lessons open once enrolled. */
export function CourseOutline({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const outline = useCourseOutline(courseId);
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <Trans>Lessons</Trans>
          </h2>
          {outline.isSuccess && outline.data.length > 0 && (
            <p className="text-sm text-slate-600">{t`${plural(outline.data.length, { one: '# lesson', other: '# lessons' })}`}</p>
          )}
        </div>
        <QueryView
          query={outline}
          loadingLabel={t`Loading lessons`}
          loading="inline"
          empty={
            <EmptyState
              icon={BookOpen}
              title={t`No lessons yet`}
              description={t`The teacher has not added lessons yet; they will show here.`}
            />
          }
        >
          {(lessons) => (
            <>
              <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {lessons.map((lesson, index) => (
                  <li key={lesson.id} className="flex gap-3 px-4 py-3 text-sm text-slate-800">
                    <span className="w-6 shrink-0 text-right font-medium text-slate-600">{index + 1}.</span>
                    <span className="break-words">{lesson.title}</span>
                  </li>
                ))}
              </ol>
              <p className="mt-3 text-sm text-slate-600">
                <Trans>The lessons open once you are enrolled.</Trans>
              </p>
            </>
          )}
        </QueryView>
      </section>
    </Card>
  );
}
