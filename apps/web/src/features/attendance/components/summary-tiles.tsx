import type { ReactNode } from 'react';

/** Labelled figures in a row of cards; two across on a phone. */
export function SummaryTiles({ tiles }: { tiles: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
