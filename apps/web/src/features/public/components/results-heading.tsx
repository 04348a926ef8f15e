import type { Ref } from 'react';

interface ResultsHeadingProps {
  id: string;
  text: string;
  /** Focused after a page change, so keyboard and screen reader users start at the new results. */
  ref?: Ref<HTMLHeadingElement>;
}

/** The count above a result list ("12 courses"), announced politely as filters change it. */
export function ResultsHeading({ id, text, ref }: ResultsHeadingProps) {
  return (
    <div aria-live="polite" aria-atomic="true">
      <h2 id={id} ref={ref} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {text}
      </h2>
    </div>
  );
}
