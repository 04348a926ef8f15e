import type { Course } from '@tutorium/contract/courses';
import { ListOrdered, Users } from 'lucide-react';
import { useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { GradeScaleLegend } from '../../../components/ui/grade-scale';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useScores } from '../api/use-scores';
import { lessonsPath } from '../components/lesson-paths';
import { BackToCourse, ManagedCourse } from '../components/managed-course';
import { cellClassName, ScoreRow } from '../components/score-row';

function ScoreSheet({ course }: { course: Course }) {
  const scores = useScores(course.id);

  if (scores.isPending) {
    return (
      <div className="flex justify-center p-8">
        <Spinner label="Loading scores" />
      </div>
    );
  }
  if (scores.isError) return <ErrorPanel message={scores.error.message} onRetry={() => void scores.refetch()} />;
  if (scores.data.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No students enrolled yet"
        description="Scores can be recorded once students enrol in this course."
      />
    );
  }
  return (
    <section
      aria-label={`Scores of ${course.title}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <table className="w-full min-w-[36rem] text-left text-sm text-slate-800">
        <caption className="sr-only">Scores of {course.title}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={cellClassName}>
              Student
            </th>
            <th scope="col" className={cellClassName}>
              Score (0–100)
            </th>
            <th scope="col" className={cellClassName}>
              Grade
            </th>
            <th scope="col" className={cellClassName}>
              Progress
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {scores.data.map((row) => (
            <ScoreRow key={row.student.id} courseId={course.id} row={row} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ScoresPage() {
  const { courseId = '' } = useParams();
  return (
    <ManagedCourse courseId={courseId}>
      {(course) => (
        <>
          <BackToCourse course={course} />
          <PageHeader
            title={`Scores: ${course.title}`}
            description="Record each student's score out of 100; the grade follows from the grade scale."
            actions={
              <LinkButton to={lessonsPath(course.id)} variant="secondary" icon={ListOrdered}>
                Manage Lessons
              </LinkButton>
            }
          />
          <div className="space-y-6">
            <ScoreSheet course={course} />
            <Card className="p-4 sm:p-6">
              <GradeScaleLegend />
            </Card>
          </div>
        </>
      )}
    </ManagedCourse>
  );
}
