import { Plural } from '@lingui/react/macro';
import type { Ref } from 'react';

interface ClassCountProps {
  count: number;
  ref?: Ref<HTMLParagraphElement>;
}

/** "3 live classes", read out when a filter changes the list; focus lands here when a class leaves it. */
export function ClassCount({ count, ref }: ClassCountProps) {
  return (
    <p ref={ref} tabIndex={-1} aria-live="polite" className="mb-3 text-sm text-slate-700 focus:outline-none">
      <Plural value={count} one="# live class" other="# live classes" />
    </p>
  );
}
