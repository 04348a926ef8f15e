import { useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { ListOrdered, Users } from 'lucide-react';
import { ManagedCourseScreen } from '../../../components/course/course-gate';
import { GradeScaleLegend } from '../../../components/course/grade-scale';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../lib/href';
import { useScores } from '../api/use-scores';
import { BackToCourse } from '../components/back-to-course';
import { ScoreSheetForm } from '../components/score-sheet-form';

function ScoreSheet({ course }: { course: Course }) {
  const { t } = useLingui();
  const scores = useScores(course.id);
  const courseTitle = course.title;

  return (
    <QueryView
      query={scores}
      loadingLabel={t`Loading scores`}
      loading={<PanelSpinner label={t`Loading scores`} />}
      empty={
        <EmptyState
          icon={Users}
          title={t`No students enrolled yet`}
          description={t`Scores can be recorded once students enrol in this course.`}
        />
      }
    >
      {(rows) => <ScoreSheetForm courseId={course.id} caption={t`Scores of ${courseTitle}`} rows={rows} />}
    </QueryView>
  );
}

function ScoresScreen({ course }: { course: Course }) {
  const { t } = useLingui();
  const courseTitle = course.title;
  return (
    <>
      <BackToCourse course={course} />
      <PageHeader
        title={t`Scores: ${courseTitle}`}
        description={t`Type each student's score out of 100, then save them all at once; the grade follows from the grade scale.`}
        link={{
          to: href('teacher.courseLessons', { courseId: course.id }),
          label: t`Manage Lessons`,
          icon: ListOrdered,
        }}
      />
      <div className="space-y-6">
        <ScoreSheet course={course} />
        <Card className="p-4 sm:p-6">
          <GradeScaleLegend />
        </Card>
      </div>
    </>
  );
}

export function ScoresPage() {
  return <ManagedCourseScreen>{(course) => <ScoresScreen course={course} />}</ManagedCourseScreen>;
}
