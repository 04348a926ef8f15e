import type { ReactNode } from 'react';

export type BadgeTone = 'indigo' | 'green' | 'yellow' | 'red' | 'slate';

const tones: Record<BadgeTone, string> = {
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  slate: 'bg-slate-100 text-slate-800 ring-slate-200',
};

export function Badge({ tone = 'slate', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
