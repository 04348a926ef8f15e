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

/** How one value of a set (a role, a status) shows as a badge. */
export interface BadgeLook {
  label: string;
  tone: BadgeTone;
}

/** The badge a table of looks gives a value, so a set's labels and tones are written once. */
export function LookupBadge<K extends string>({ looks, value }: { looks: Readonly<Record<K, BadgeLook>>; value: K }) {
  const { label, tone } = looks[value];
  return <Badge tone={tone}>{label}</Badge>;
}

/** The values as select options, labelled as their badges are. */
export function badgeOptions<K extends string>(values: readonly K[], looks: Readonly<Record<K, BadgeLook>>) {
  return values.map((value) => ({ value, label: looks[value].label }));
}
