import type { ReactNode } from 'react';

export const statCellClassName = 'px-4 py-3 align-top';
export const statHeaderCellClassName = 'px-4 py-3';

interface StatTableProps {
  /** Names the table and its scrolling frame for screen readers. */
  caption: string;
  head: ReactNode;
  children: ReactNode;
  busy?: boolean;
  /** Narrower than this, the table scrolls sideways inside its frame rather than squeezing its columns. */
  minWidth?: string;
}

/**
 * A table of figures in a frame that scrolls sideways on a phone. The frame takes focus, so keyboard
 * users can scroll it too (WCAG 2.1.1).
 */
export function StatTable({ caption, head, children, busy = false, minWidth = 'min-w-[40rem]' }: StatTableProps) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <table aria-busy={busy || undefined} className={`w-full ${minWidth} text-left text-sm text-slate-800`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {head}
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </section>
  );
}
