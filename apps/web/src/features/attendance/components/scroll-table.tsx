import type { ReactNode } from 'react';

export const cellClassName = 'px-4 py-3 align-top';
export const headerCellClassName = 'px-4 py-3';

interface ScrollTableProps {
  /** Names the table and its scrolling frame for screen readers; a heading above names it to the eye. */
  caption: string;
  head: ReactNode;
  children: ReactNode;
  foot?: ReactNode;
  busy?: boolean;
  /** Narrower than this, the table scrolls sideways inside its frame rather than squeezing its columns. */
  minWidth?: string;
}

/**
 * A table in a frame that scrolls sideways on narrow screens. The frame can take focus, so keyboard
 * users can scroll it too; it is positioned so that visually hidden text stays inside it.
 */
export function ScrollTable({
  caption,
  head,
  children,
  foot,
  busy = false,
  minWidth = 'min-w-[36rem]',
}: ScrollTableProps) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <table aria-busy={busy || undefined} className={`w-full ${minWidth} text-left text-sm text-slate-800`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {head}
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
        {foot && <tfoot className="border-t border-slate-200 bg-slate-50 font-medium">{foot}</tfoot>}
      </table>
    </section>
  );
}
