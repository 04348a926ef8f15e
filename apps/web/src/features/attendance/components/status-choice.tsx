import { Trans, useLingui } from '@lingui/react/macro';
import { type AttendanceStatus, attendanceStatuses } from '@tutorium/contract/attendance';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { statusLabels } from './status-labels';

const checkedStyles: Readonly<Record<AttendanceStatus, string>> = {
  present: 'peer-checked:border-green-700 peer-checked:bg-green-700 peer-checked:text-white',
  absent: 'peer-checked:border-red-700 peer-checked:bg-red-700 peer-checked:text-white',
  late: 'peer-checked:border-amber-500 peer-checked:bg-amber-400 peer-checked:text-amber-950',
  excused: 'peer-checked:border-indigo-700 peer-checked:bg-indigo-700 peer-checked:text-white',
};

interface StatusChoiceProps {
  studentName: string;
  registration: UseFormRegisterReturn;
}

/** The four statuses as a radio group named after the student; the checked one fills with its colour. */
export function StatusChoice({ studentName, registration }: StatusChoiceProps) {
  const { t } = useLingui();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">
        <Trans>Status for {studentName}</Trans>
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {attendanceStatuses.map((status) => (
          <label key={status} className="relative">
            <input
              type="radio"
              value={status}
              {...registration}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span
              className={`inline-flex items-center rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 ${checkedStyles[status]}`}
            >
              {t(statusLabels[status])}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
