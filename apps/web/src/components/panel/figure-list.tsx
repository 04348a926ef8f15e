import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  /** The figure, already formatted, or a badge or sentence standing for it. */
  value: ReactNode;
}

const looks = {
  /** Each figure on a tile of its own, large (profile statistics). */
  tiles: {
    list: 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5',
    item: 'rounded-lg bg-slate-50 p-4',
    label: 'text-sm font-medium text-slate-600',
    value: 'mt-1 text-2xl font-bold break-words text-slate-900',
  },
  /** Each figure on a card of its own, over the page's background (a student's progress). */
  cards: {
    list: 'grid grid-cols-2 gap-3 lg:grid-cols-4',
    item: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
    label: 'text-sm font-medium text-slate-600',
    value: 'mt-1 text-2xl font-bold break-words text-slate-900',
  },
  /** Figures side by side in a row that wraps (a course's attendance counts). */
  row: {
    list: 'grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-6',
    item: undefined,
    label: 'text-slate-600',
    value: 'mt-1 text-lg font-semibold text-slate-900',
  },
} as const;

/** Labelled figures as a description list (label, then its figure), one entry a figure, in order. */
export function FigureList({ figures, look = 'tiles' }: { figures: readonly Figure[]; look?: keyof typeof looks }) {
  const classes = looks[look];
  return (
    <dl className={classes.list}>
      {figures.map((figure) => (
        <div key={figure.label} className={classes.item}>
          <dt className={classes.label}>{figure.label}</dt>
          <dd className={classes.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
