import { useId } from 'react';
import { useChoiceAheadOfUrl } from '../../../lib/use-choice-ahead-of-url';

export interface Choice {
  /** '' stands for "all". */
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  /** Radios in a list (a filter column), or chips in a row; both are one native radio group. */
  look?: 'list' | 'chips';
  /** Hide the legend visually when a heading or the page already names the group. */
  hideLegend?: boolean;
}

/** Each look's row of choices, a choice's label and its radio. */
const looks = {
  list: {
    group: 'flex flex-wrap gap-x-4 gap-y-2 lg:flex-col',
    label: 'flex cursor-pointer items-center gap-2 text-sm text-slate-800',
    radio:
      'size-4 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
  },
  chips: {
    group: 'flex flex-wrap gap-2',
    label: [
      'relative inline-flex cursor-pointer items-center rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
      'border-slate-300 bg-white text-slate-800 hover:border-indigo-400 hover:bg-indigo-50',
      'has-checked:border-indigo-600 has-checked:bg-indigo-600 has-checked:text-white',
      'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600',
    ].join(' '),
    // The chip is the label: its radio covers it unseen, so a click anywhere on the chip chooses it.
    radio: 'absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0',
  },
} as const;

/** A single-choice filter: native radios (arrow keys move between them), drawn as a list or as chips. */
export function ChoiceGroup({ legend, choices, value, onChange, look = 'list', hideLegend = false }: ChoiceGroupProps) {
  const name = useId();
  const [chosen, choose] = useChoiceAheadOfUrl(value, onChange);
  const styles = looks[look];
  return (
    <fieldset className="min-w-0">
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-sm font-semibold text-slate-900'}>{legend}</legend>
      <div className={styles.group}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.label}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={chosen === choice.value}
              onChange={() => choose(choice.value)}
              className={styles.radio}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
