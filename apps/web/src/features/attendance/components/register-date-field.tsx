import { useLingui } from '@lingui/react/macro';
import { todayCalendarDate } from '../../../lib/format';
import { DatePickerField } from './date-picker-field';
import { type AttendanceScreen, useAttendanceParams } from './use-attendance-params';

/** The screens with a register, whose address keeps its date. */
type RegisterScreen = Exclude<AttendanceScreen, 'student.attendance'>;

/**
 * The register's date, kept in the URL's `date`: today until the user picks another, undefined when
 * they cleared the field or the address holds no date (the register then asks for one).
 */
export function useRegisterDate(screen: RegisterScreen): string | undefined {
  const { date } = useAttendanceParams(screen).filters;
  return date === undefined ? todayCalendarDate() : date || undefined;
}

/** The register's date picker: no later than today, since a register is marked for what has happened. */
export function RegisterDateField({ screen }: { screen: RegisterScreen }) {
  const { t } = useLingui();
  const { filters, update } = useAttendanceParams(screen);
  const latest = todayCalendarDate();
  return (
    <DatePickerField
      label={t`Date`}
      value={filters.date ?? latest}
      max={latest}
      onChange={(value) => update({ date: value })}
    />
  );
}
