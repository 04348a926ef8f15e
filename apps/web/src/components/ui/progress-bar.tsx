import type { ReactNode } from 'react';
import { formatPercent } from '../../lib/format';

interface ProgressBarProps {
  /** A whole percentage; values outside 0–100 are clamped. */
  value: number;
  /** The bar's accessible name, e.g. "Progress in Algebra". */
  label: string;
  /** Visible text above the bar, e.g. "50% complete (1 of 2 lessons)"; it is also read as the bar's value. */
  caption?: ReactNode;
  /** What a screen reader reads as the value when there is no caption text to read. */
  valueText?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** A horizontal progress bar; green once complete. */
export function ProgressBar({ value, label, caption, valueText, size = 'md', className }: ProgressBarProps) {
  const percentage = Math.min(100, Math.max(0, Math.round(value)));
  const spokenValue = valueText ?? (typeof caption === 'string' ? caption : formatPercent(percentage));
  return (
    <div className={className}>
      {caption !== undefined && <p className="mb-1.5 text-sm font-medium text-slate-700">{caption}</p>}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={spokenValue}
        className={`w-full overflow-hidden rounded-full bg-slate-200 ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none ${
            percentage >= 100 ? 'bg-green-600' : 'bg-indigo-600'
          }`}
          style={{ width: `${percentage}%` }}
        />
      </div>
    </div>
  );
}
