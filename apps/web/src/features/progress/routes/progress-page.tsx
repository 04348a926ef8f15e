import { progressEndpoints } from '@tutorium/contract/endpoints/progress';
import type { MyProgress } from '@tutorium/contract/progress';
import { TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { GradeScaleLegend } from '../../../components/course/grade-scale';
import { NotEnrolledState } from '../../../components/course/not-enrolled-state';
import { QueryView } from '../../../components/list-screen/query-view';
import { FigureList } from '../../../components/panel/figure-list';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { AchievementList } from '../components/achievement-list';
import { CoursePerformanceTable } from '../components/course-performance-table';
import { StatusDoughnut } from '../components/status-doughnut';

/** A headed part of the page; the table or list inside names itself. */
function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-3">{children}</div>
    </div>
  );
}

function ProgressOverview({ progress }: { progress: MyProgress }) {
  return (
    <div className="space-y-8">
      <FigureList
        look="cards"
        figures={[
          {
            label: 'Overall Progress',
            value: (
              <>
                {progress.overallProgress}%
                <ProgressBar value={progress.overallProgress} label="Overall progress" size="sm" className="mt-2" />
              </>
            ),
          },
          {
            label: 'Average Score',
            value:
              progress.averageScore === null ? (
                <span className="text-base font-medium text-slate-600">No scores yet</span>
              ) : (
                progress.averageScore
              ),
          },
          { label: 'Lessons Completed', value: progress.lessonsCompleted },
          { label: 'Courses Enrolled', value: progress.courses.length },
        ]}
      />

      <Card className="p-4 sm:p-6">
        <StatusDoughnut breakdown={progress.breakdown} />
      </Card>

      <Section title="Course performance">
        <CoursePerformanceTable courses={progress.courses} />
      </Section>

      <Section title="Achievements" description="Hover over, focus or tap an achievement to see what earns it.">
        <AchievementList achievements={progress.achievements} />
      </Section>

      <Card className="p-4 sm:p-6">
        <GradeScaleLegend />
      </Card>
    </div>
  );
}

export function ProgressPage() {
  const progress = useEndpointQuery(progressEndpoints.mine, {
    pick: ({ data }) => data,
    // Lessons are completed on other screens, so the page asks afresh every time it opens.
    staleTime: 0,
  });
  return (
    <>
      <PageHeader
        title="My Progress"
        description="How far you have come in your courses, your grades and achievements."
      />
      <QueryView
        query={progress}
        loadingLabel="Loading your progress"
        isEmpty={(data) => data.courses.length === 0}
        empty={
          <NotEnrolledState
            icon={TrendingUp}
            description="Enrol in a course and your progress, grades and achievements show here."
          />
        }
      >
        {(data) => <ProgressOverview progress={data} />}
      </QueryView>
    </>
  );
}
