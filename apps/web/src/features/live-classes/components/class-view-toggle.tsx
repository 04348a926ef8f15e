import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { liveClassViews } from '@tutorium/contract/screen-search';
import { useId } from 'react';
import { useChoiceAheadOfUrl } from '../../../lib/use-choice-ahead-of-url';

export type ClassView = (typeof liveClassViews)[number];

const labels: Record<ClassView, MessageDescriptor> = {
  all: msg`All Classes`,
  upcoming: msg`Upcoming`,
  completed: msg`Completed`,
};

interface ClassViewToggleProps {
  value: ClassView;
  onChange: (view: ClassView) => void;
}

/**
 * A segmented control made of native radio buttons, so arrow keys move the choice as in any radio
 * group. Each invisible radio covers its own segment, so a click or tap lands on the radio itself.
 */
export function ClassViewToggle({ value, onChange }: ClassViewToggleProps) {
  const { t } = useLingui();
  const name = useId();
  const labelId = useId();
  const [selected, choose] = useChoiceAheadOfUrl(value, onChange);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        <Trans>Show</Trans>
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="inline-flex w-full rounded-lg border border-slate-300 bg-slate-100 p-1 sm:w-auto"
      >
        {liveClassViews.map((view) => (
          <label key={view} className="relative flex-1 sm:flex-none">
            <input
              type="radio"
              name={name}
              value={view}
              checked={selected === view}
              onChange={() => choose(view)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span
              className={[
                'block cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium whitespace-nowrap text-slate-700 transition-colors',
                'hover:bg-white/70 peer-checked:bg-white peer-checked:text-indigo-700 peer-checked:shadow-sm',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-indigo-600',
              ].join(' ')}
            >
              {t(labels[view])}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
