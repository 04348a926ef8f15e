import { plural, t } from '@lingui/core/macro';
import type { ProfileStats as Stats } from '@tutorium/contract/dashboard';
import { dashboardEndpoints } from '@tutorium/contract/endpoints/dashboard';
import type { ReactNode } from 'react';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { type Figure, FigureList } from '../../../components/panel/figure-list';
import { QueryPanel } from '../../../components/panel/panel';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { formatNumber } from '../../../lib/format';

const Missing = ({ children }: { children: string }) => (
  <span className="text-base font-medium text-slate-600">{children}</span>
);

/** "4.3 (12 reviews)", or "No reviews yet" (docs/product.md §1: no made-up rating). */
function rating(average: number | null, count: number): ReactNode {
  if (average === null || count === 0) return <Missing>{t`No reviews yet`}</Missing>;
  return (
    <>
      {formatNumber(average, 1)}{' '}
      <span className="text-base font-medium text-slate-600">
        {t`(${plural(count, { one: '# review', other: '# reviews' })})`}
      </span>
    </>
  );
}

function figuresOf(stats: Stats): Figure[] {
  const attendance = {
    label: t`Attendance rate`,
    value: <AttendanceRateValue percentage={stats.attendanceRate} figure />,
  };
  if (stats.role === 'teacher') {
    return [
      { label: t`Courses`, value: stats.courses },
      { label: t`Students`, value: stats.students },
      { label: t`Classes held`, value: stats.classesHeld },
      attendance,
      { label: t`Rating`, value: rating(stats.rating, stats.reviewCount) },
    ];
  }
  return [
    { label: t`Enrolled`, value: stats.enrolled },
    { label: t`Completed`, value: stats.completed },
    attendance,
    {
      label: t`Average score`,
      value: stats.averageScore === null ? <Missing>{t`No scores yet`}</Missing> : stats.averageScore,
    },
  ];
}

/**
 * The teaching or learning statistics on the profile page, every figure from the server. Its texts use
 * the core `t`, as the helpers above do; the page around it re-renders it when the language changes.
 */
export function ProfileStats({ teacher }: { teacher: boolean }) {
  const stats = useEndpointQuery(dashboardEndpoints.profileStats, {
    pick: ({ data }) => data,
    // Asked afresh each time the profile opens.
    staleTime: 0,
  });
  return (
    <QueryPanel
      title={teacher ? t`Teaching statistics` : t`Learning statistics`}
      className="mb-6 p-6"
      query={stats}
      loadingLabel={t`Loading your statistics`}
    >
      {(data) => <FigureList figures={figuresOf(data)} />}
    </QueryPanel>
  );
}
