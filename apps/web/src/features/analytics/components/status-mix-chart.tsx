import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TeacherAnalytics } from '@tutorium/contract/analytics';
import { attendanceStatuses } from '@tutorium/contract/attendance';
import { CalendarX } from 'lucide-react';
import { Pie, PieChart, Tooltip } from 'recharts';
import { attendanceStatusLabels } from '../../../components/attendance/attendance-status-badge';
import { ChartPanel } from '../../../components/ui/chart-panel';
import { statusFills, useChartAnimation } from '../../../components/ui/chart-theme';
import { formatPercent } from '../../../lib/format';

const shareOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/** How the marked records split between present, absent, late and excused, as a doughnut with its legend. */
export function StatusMixChart({ mix, period }: { mix: TeacherAnalytics['statusMix']; period: string }) {
  const { t } = useLingui();
  const animate = useChartAnimation();
  const total = attendanceStatuses.reduce((sum, status) => sum + mix[status], 0);
  const segments = attendanceStatuses.map((status) => ({
    status,
    label: attendanceStatusLabels[status],
    value: mix[status],
    fill: statusFills[status],
  }));
  const drawn = segments.filter((segment) => segment.value > 0);
  return (
    <ChartPanel
      title={t`Attendance status mix`}
      description={t`${period}: ${plural(total, { one: '# marked record', other: '# marked records' })}`}
      chartLabel={t`Doughnut chart of marked records by status: present, absent, late and excused`}
      height={288}
      empty={{
        icon: CalendarX,
        title: t`No attendance records in this period`,
        description: t`The mix appears once attendance is marked.`,
      }}
      isEmpty={total === 0}
      chart={
        <div className="flex h-full flex-col items-center gap-3">
          <PieChart
            responsive
            style={{ width: '100%', maxWidth: 224, height: 224 }}
            accessibilityLayer={false}
            margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
          >
            <Pie
              data={drawn}
              dataKey="value"
              nameKey="label"
              innerRadius="58%"
              outerRadius="95%"
              paddingAngle={drawn.length > 1 ? 2 : 0}
              stroke="none"
              isAnimationActive={animate}
            />
            <Tooltip />
          </PieChart>
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-700">
            {segments.map((segment) => (
              <li key={segment.status} className="inline-flex items-center gap-1.5">
                <span className="size-3 rounded-sm" style={{ backgroundColor: segment.fill }} />
                {segment.label} {shareOf(segment.value, total)}%
              </li>
            ))}
          </ul>
        </div>
      }
      data={{
        caption: t`Marked records by status`,
        columns: [{ label: t`Status` }, { label: t`Records`, numeric: true }, { label: t`Share`, numeric: true }],
        rows: segments,
        keyOf: (segment) => segment.status,
        cellsOf: (segment) => [segment.label, segment.value, formatPercent(shareOf(segment.value, total))],
      }}
    />
  );
}
