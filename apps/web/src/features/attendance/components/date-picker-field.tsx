import { TextField } from '../../../components/ui/text-field';

interface DatePickerFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max?: string;
  min?: string;
  error?: string;
}

/** A native date input; its value is a YYYY-MM-DD calendar date, or empty when cleared. */
export function DatePickerField({ label, value, onChange, max, min, error }: DatePickerFieldProps) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      max={max}
      min={min}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
