import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MyProgress } from '@tutorium/contract/progress';
import { useId, useSyncExternalStore } from 'react';
import { Pie, PieChart } from 'recharts';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;

/**
 * Completed / In Progress / Not Started courses as a doughnut. The chart is a picture for the eye;
 * the table beside it, which doubles as its legend, carries the same numbers for everyone.
 */
export function StatusDoughnut({ breakdown }: { breakdown: MyProgress['breakdown'] }) {
  const { t } = useLingui();
  const headingId = useId();
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => true);
  const segments = [
    { key: 'completed', label: t`Completed`, value: breakdown.completed, fill: '#16a34a', swatch: 'bg-green-600' },
    {
      key: 'in-progress',
      label: t`In Progress`,
      value: breakdown.inProgress,
      fill: '#4f46e5',
      swatch: 'bg-indigo-600',
    },
    { key: 'not-started', label: t`Not Started`, value: breakdown.notStarted, fill: '#94a3b8', swatch: 'bg-slate-400' },
  ];
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  const shown = segments.filter((segment) => segment.value > 0);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Course status</Trans>
      </h2>
      <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row sm:items-center">
        <div aria-hidden="true" className="relative size-48 shrink-0">
          <PieChart width={192} height={192} accessibilityLayer={false}>
            <Pie
              data={shown}
              dataKey="value"
              nameKey="label"
              innerRadius={58}
              outerRadius={90}
              paddingAngle={shown.length > 1 ? 2 : 0}
              stroke="none"
              rootTabIndex={-1}
              isAnimationActive={!reducedMotion}
              animationDuration={600}
            />
          </PieChart>
          <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-2xl font-bold text-slate-900">{total}</span>
            <span className="text-xs text-slate-600">
              <Plural value={total} one="course" other="courses" />
            </span>
          </div>
        </div>
        <table className="w-full max-w-xs text-left text-sm">
          <caption className="sr-only">
            <Trans>Your courses by status</Trans>
          </caption>
          <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="py-2 text-right">
                <Trans>Courses</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {segments.map((segment) => (
              <tr key={segment.key}>
                <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className={`size-3 rounded-sm ${segment.swatch}`} />
                    {segment.label}
                  </span>
                </th>
                <td className="py-2 text-right font-semibold text-slate-900">{segment.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
