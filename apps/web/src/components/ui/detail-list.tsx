import type { ReactNode } from 'react';

/** Label and value pairs in a card, such as a course's details; holds DetailItems. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="mt-2 divide-y divide-slate-100">{children}</dl>;
}

/** One row of a DetailList: the label beside its value on wide screens, above it on narrow ones. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}
