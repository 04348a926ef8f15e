import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';

interface ResultCountProps {
  total: number;
  singular: string;
  plural: string;
  /** Focus comes here when the page changes, so reading goes on from the top of the results. */
  ref: Ref<HTMLParagraphElement>;
}

/** "12 courses found", announced when a search or filter changes the results. */
export function ResultCount({ total, singular, plural, ref }: ResultCountProps) {
  const noun = total === 1 ? singular : plural;
  return (
    <p ref={ref} tabIndex={-1} aria-live="polite" className="mb-4 text-sm text-slate-600 focus:outline-none">
      <Trans>
        {total} {noun} found
      </Trans>
    </p>
  );
}
