import { todayCalendarDate } from '../../../lib/format';
import { calendarDateParam } from '../../../lib/search-params';
import { DatePickerField } from './date-picker-field';
import { useAttendanceParams } from './use-attendance-params';

/**
 * The register's date, kept in the URL's `date`: today until the user picks another, undefined when
 * they cleared the field or the address holds no date (the register then asks for one).
 */
export function useRegisterDate(): string | undefined {
  const { params } = useAttendanceParams();
  const dateParam = params.get('date');
  return dateParam === null ? todayCalendarDate() : calendarDateParam(dateParam);
}

/** The register's date picker: no later than today, since a register is marked for what has happened. */
export function RegisterDateField() {
  const { params, update } = useAttendanceParams();
  const latest = todayCalendarDate();
  return (
    <DatePickerField
      label="Date"
      value={params.get('date') ?? latest}
      max={latest}
      onChange={(value) => update({ date: value })}
    />
  );
}
