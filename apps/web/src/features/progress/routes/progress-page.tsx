import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <div className="space-y-8">
      <FigureList
        look="cards"
        figures={[
          {
            label: t`Overall Progress`,
            value: (
              <>
                {progress.overallProgress}%
                <ProgressBar value={progress.overallProgress} label={t`Overall progress`} size="sm" className="mt-2" />
              </>
            ),
          },
          {
            label: t`Average Score`,
            value:
              progress.averageScore === null ? (
                <span className="text-base font-medium text-slate-600">{t`No scores yet`}</span>
              ) : (
                progress.averageScore
              ),
          },
          { label: t`Lessons Completed`, value: progress.lessonsCompleted },
          { label: t`Courses Enrolled`, value: progress.courses.length },
        ]}
      />

      <Card className="p-4 sm:p-6">
        <StatusDoughnut breakdown={progress.breakdown} />
      </Card>

      <Section title={t`Course performance`}>
        <CoursePerformanceTable courses={progress.courses} />
      </Section>

      <Section title={t`Achievements`} description={t`Hover over, focus or tap an achievement to see what earns it.`}>
        <AchievementList achievements={progress.achievements} />
      </Section>

      <Card className="p-4 sm:p-6">
        <GradeScaleLegend />
      </Card>
    </div>
  );
}

export function ProgressPage() {
  const { t } = useLingui();
  const progress = useEndpointQuery(progressEndpoints.mine, {
    pick: ({ data }) => data,
    // Lessons are completed on other screens, so the page asks afresh every time it opens.
    staleTime: 0,
  });
  return (
    <>
      <PageHeader
        title={t`My Progress`}
        description={t`How far you have come in your courses, your grades and achievements.`}
      />
      <QueryView
        query={progress}
        loadingLabel={t`Loading your progress`}
        isEmpty={(data) => data.courses.length === 0}
        empty={
          <NotEnrolledState
            icon={TrendingUp}
            description={t`Enrol in a course and your progress, grades and achievements show here.`}
          />
        }
      >
        {(data) => <ProgressOverview progress={data} />}
      </QueryView>
    </>
  );
}
