import { Field } from '../../../components/ui/field';
import { inputClassName } from '../../../components/ui/input-styles';

interface FilterSelectProps {
  label: string;
  value: string;
  /** The first option, which clears the filter ("All roles"). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <Field label={label}>
      {(aria) => (
        <select
          {...aria}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClassName(false)}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
