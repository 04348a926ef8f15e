import type { ProfileStats as Stats } from '@tutorium/contract/dashboard';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Spinner } from '../../../components/ui/spinner';
import { AttendanceRateValue } from '../../../components/ui/stat-attendance-rate';
import { useProfileStats } from '../api/use-profile-stats';

interface Figure {
  label: string;
  value: ReactNode;
}

const Missing = ({ children }: { children: string }) => (
  <span className="text-base font-medium text-slate-600">{children}</span>
);

/** "4.3 (12 reviews)", or "No reviews yet" (docs/product.md §1: no made-up rating). */
function rating(average: number | null, count: number): ReactNode {
  if (average === null || count === 0) return <Missing>No reviews yet</Missing>;
  return (
    <>
      {average.toFixed(1)}{' '}
      <span className="text-base font-medium text-slate-600">
        ({count} {count === 1 ? 'review' : 'reviews'})
      </span>
    </>
  );
}

function figuresOf(stats: Stats): Figure[] {
  const attendance = {
    label: 'Attendance rate',
    value: <AttendanceRateValue percentage={stats.attendanceRate} figure />,
  };
  if (stats.role === 'teacher') {
    return [
      { label: 'Courses', value: stats.courses },
      { label: 'Students', value: stats.students },
      { label: 'Classes held', value: stats.classesHeld },
      attendance,
      { label: 'Rating', value: rating(stats.rating, stats.reviewCount) },
    ];
  }
  return [
    { label: 'Enrolled', value: stats.enrolled },
    { label: 'Completed', value: stats.completed },
    attendance,
    {
      label: 'Average score',
      value: stats.averageScore === null ? <Missing>No scores yet</Missing> : stats.averageScore,
    },
  ];
}

/** The teaching or learning statistics on the profile page, every figure from the server. */
export function ProfileStats({ teacher }: { teacher: boolean }) {
  const headingId = useId();
  const stats = useProfileStats();
  return (
    <Card className="mb-6 p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {teacher ? 'Teaching statistics' : 'Learning statistics'}
        </h2>
        {stats.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading your statistics" />
          </div>
        ) : stats.isError ? (
          <div className="mt-4">
            <ErrorPanel message={stats.error.message} onRetry={() => void stats.refetch()} />
          </div>
        ) : (
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {figuresOf(stats.data).map((figure) => (
              <div key={figure.label} className="rounded-lg bg-slate-50 p-4">
                <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
                <dd className="mt-1 text-2xl font-bold break-words text-slate-900">{figure.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </Card>
  );
}
