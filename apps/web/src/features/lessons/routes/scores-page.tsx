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
  const scores = useScores(course.id);

  return (
    <QueryView
      query={scores}
      loadingLabel="Loading scores"
      loading={<PanelSpinner label="Loading scores" />}
      empty={
        <EmptyState
          icon={Users}
          title="No students enrolled yet"
          description="Scores can be recorded once students enrol in this course."
        />
      }
    >
      {(rows) => <ScoreSheetForm courseId={course.id} caption={`Scores of ${course.title}`} rows={rows} />}
    </QueryView>
  );
}

export function ScoresPage() {
  return (
    <ManagedCourseScreen>
      {(course) => (
        <>
          <BackToCourse course={course} />
          <PageHeader
            title={`Scores: ${course.title}`}
            description="Type each student's score out of 100, then save them all at once; the grade follows from the grade scale."
            link={{
              to: href('teacher.courseLessons', { courseId: course.id }),
              label: 'Manage Lessons',
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
      )}
    </ManagedCourseScreen>
  );
}
