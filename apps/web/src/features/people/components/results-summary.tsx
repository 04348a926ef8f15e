import type { Ref } from 'react';

interface ResultsSummaryProps {
  total: number;
  /** The count in words, e.g. "12 students". */
  label: string;
  ref: Ref<HTMLParagraphElement>;
}

/**
 * "12 students", announced when a search or filter changes the results. It is the place focus goes
 * after a row is removed; with no results it is read out but not shown, as the empty state says it.
 */
export function ResultsSummary({ total, label, ref }: ResultsSummaryProps) {
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className={total === 0 ? 'sr-only' : 'mb-3 text-sm text-slate-700 focus:outline-none'}
    >
      {label}
    </p>
  );
}
