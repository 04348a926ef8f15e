import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { PerformanceSort, SortOrder } from '../api/analytics-params';

interface SortHeaderProps {
  label: string;
  column: PerformanceSort;
  sort: PerformanceSort;
  order: SortOrder;
  onSort: (column: PerformanceSort, order: SortOrder) => void;
  className?: string;
}

/**
 * A column heading that sorts the table: the first press sorts ascending, the next descending.
 * The heading carries aria-sort, so screen readers announce the current order.
 */
export function SortHeader({ label, column, sort, order, onSort, className }: SortHeaderProps) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={['px-2 py-1.5', className].filter(Boolean).join(' ')}
    >
      <button
        type="button"
        onClick={() => onSort(column, active && order === 'asc' ? 'desc' : 'asc')}
        className={`inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-xs font-semibold tracking-wide uppercase hover:bg-slate-200/70 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
          active ? 'text-slate-900' : 'text-slate-600'
        }`}
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}
