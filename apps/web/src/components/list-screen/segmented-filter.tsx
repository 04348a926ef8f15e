import type { ReactNode, Ref } from 'react';

interface SegmentedFilterProps<TValue extends string> {
  /** Read by screen readers only, e.g. "Show messages". */
  legend: string;
  choices: readonly { value: TValue; label: string }[];
  value: TValue;
  onChange: (value: TValue) => void;
  /** The counts beside the buttons, announced as they change, e.g. "3 unread". */
  summary: ReactNode;
  /** Where focus goes when the row it was on leaves the list. */
  summaryRef?: Ref<HTMLParagraphElement>;
}

/** A row of toggle buttons of which one is pressed (which part of a list to show), and the list's counts. */
export function SegmentedFilter<TValue extends string>({
  legend,
  choices,
  value,
  onChange,
  summary,
  summaryRef,
}: SegmentedFilterProps<TValue>) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
        <legend className="sr-only">{legend}</legend>
        {choices.map((choice) => {
          const active = choice.value === value;
          return (
            <button
              key={choice.value}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(choice.value)}
              className={`rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${active ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {choice.label}
            </button>
          );
        })}
      </fieldset>
      <p
        ref={summaryRef}
        tabIndex={summaryRef === undefined ? undefined : -1}
        aria-live="polite"
        className="text-sm font-medium text-slate-700 focus:outline-none"
      >
        {summary}
      </p>
    </div>
  );
}
