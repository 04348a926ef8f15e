import { Trans, useLingui } from '@lingui/react/macro';
import { weekDays } from '@tutorium/contract/courses';
import { useId } from 'react';
import { dayLabels } from '../../../components/course/course-labels';

interface ClassDaysFieldProps {
  value: readonly string[];
  onChange: (days: string[]) => void;
  error?: string;
}

/** Seven toggle buttons, Monday to Sunday (docs/seed-spec.md §5); the chosen days stay in week order. */
export function ClassDaysField({ value, onChange, error }: ClassDaysFieldProps) {
  const { t } = useLingui();
  const errorId = useId();
  const toggle = (day: string) =>
    onChange(weekDays.filter((weekDay) => (weekDay === day ? !value.includes(day) : value.includes(weekDay))));

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Class days</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {weekDays.map((day) => {
          const pressed = value.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(day)}
              className={[
                'rounded-lg border px-3 py-1.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                pressed
                  ? 'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              ].join(' ')}
            >
              {t(dayLabels[day])}
            </button>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
