import type { MyProgress } from '@tutorium/contract/progress';
import { Compass, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { GradeScaleLegend } from '../../../components/ui/grade-scale';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useMyProgress } from '../api/use-my-progress';
import { AchievementList } from '../components/achievement-list';
import { CoursePerformanceTable } from '../components/course-performance-table';
import { StatusDoughnut } from '../components/status-doughnut';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{children}</dd>
    </div>
  );
}

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
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Overall Progress">
          {progress.overallProgress}%
          <ProgressBar value={progress.overallProgress} label="Overall progress" size="sm" className="mt-2" />
        </Figure>
        <Figure label="Average Score">
          {progress.averageScore === null ? (
            <span className="text-base font-medium text-slate-600">No scores yet</span>
          ) : (
            progress.averageScore
          )}
        </Figure>
        <Figure label="Lessons Completed">{progress.lessonsCompleted}</Figure>
        <Figure label="Courses Enrolled">{progress.courses.length}</Figure>
      </dl>

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
  const progress = useMyProgress();
  return (
    <>
      <PageHeader
        title="My Progress"
        description="How far you have come in your courses, your grades and achievements."
      />
      {progress.isPending ? (
        <PageSpinner label="Loading your progress" />
      ) : progress.isError ? (
        <ErrorPanel message={progress.error.message} onRetry={() => void progress.refetch()} />
      ) : progress.data.courses.length === 0 ? (
        <EmptyState
          icon={TrendingUp}
          title="You're not enrolled in any courses yet"
          description="Enrol in a course and your progress, grades and achievements show here."
          action={
            <LinkButton to="/student/explore-courses" icon={Compass}>
              Explore Courses
            </LinkButton>
          }
        />
      ) : (
        <ProgressOverview progress={progress.data} />
      )}
    </>
  );
}
