import { type AttendanceBand, type AttendanceStatus, attendanceBand } from '@tutorium/contract/attendance';
import { useSyncExternalStore } from 'react';

/** The charts' palette: Tailwind's indigo, green, amber, red and slate, as SVG needs plain colours. */
export const chartColors = {
  primary: '#4f46e5',
  secondary: '#0e7490',
  grid: '#e2e8f0',
  axis: '#475569',
} as const;

/** The attendance bands of docs/seed-spec.md §9 as fills: green from 80%, amber from 60%, red below. */
const bandFills: Readonly<Record<AttendanceBand, string>> = { good: '#16a34a', fair: '#d97706', poor: '#dc2626' };
export const bandFill = (percentage: number | null): string =>
  percentage === null ? '#94a3b8' : bandFills[attendanceBand(percentage)];

export const statusFills: Readonly<Record<AttendanceStatus, string>> = {
  present: '#16a34a',
  absent: '#dc2626',
  late: '#d97706',
  excused: '#6366f1',
};

/** Axis labels at a size and contrast that stay readable (slate-600 on white). */
export const axisTick = { fill: chartColors.axis, fontSize: 12 } as const;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeToMotion(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;

/** Whether charts may animate: not when the viewer asks for reduced motion. */
export function useChartAnimation(): boolean {
  return !useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => true);
}
