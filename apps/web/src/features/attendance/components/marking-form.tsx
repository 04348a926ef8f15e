import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AttendanceStatus,
  attendanceMessages,
  attendanceStatuses,
  markAttendanceSchema,
  type RosterEntry,
} from '@tutorium/contract/attendance';
import { type Control, type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { attendanceStatusLabels } from '../../../components/ui/attendance-status-badge';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/input-styles';
import { reportFormError } from '../../../lib/form-errors';
import { attendanceFallbacks } from '../api/attendance-fallbacks';
import { useSaveAttendance } from '../api/use-save-attendance';
import { MarkingActions } from './marking-actions';
import { StatusChoice } from './status-choice';
import { StudentCell } from './student-cell';

const markingFormSchema = markAttendanceSchema.pick({ attendanceData: true });
type MarkingValues = z.input<typeof markingFormSchema>;

/** A saved record wins; else the status suggested by a live-class check-in; else absent (seed spec §4). */
const initialEntry = (entry: RosterEntry) => ({
  studentId: entry.student.id,
  status: entry.record?.status ?? entry.checkIn?.suggestedStatus ?? ('absent' as const),
  remarks: entry.record?.remarks ?? '',
});

/** The quick button flips between present and absent (seed spec §4); any other status becomes present. */
const flipped = (status: AttendanceStatus): AttendanceStatus => (status === 'present' ? 'absent' : 'present');

interface MarkingRowProps {
  entry: RosterEntry;
  index: number;
  control: Control<MarkingValues>;
  register: UseFormRegister<MarkingValues>;
  remarksError: string | undefined;
  onStatusChange: (index: number, status: AttendanceStatus) => void;
}

function MarkingRow({ entry, index, control, register, remarksError, onStatusChange }: MarkingRowProps) {
  const status = useWatch({ control, name: `attendanceData.${index}.status` }) ?? 'absent';
  const name = entry.student.name;
  const remarksId = `remarks-${entry.student.id}`;
  const next = flipped(status);
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <StudentCell entry={entry} />
          {!entry.record && <p className="mt-1 text-xs text-slate-600">Not marked yet</p>}
        </div>
        <Button variant="secondary" size="sm" onClick={() => onStatusChange(index, next)}>
          Mark {attendanceStatusLabels[next]}
          <span className="sr-only"> for {name}</span>
        </Button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <StatusChoice studentName={name} registration={register(`attendanceData.${index}.status`)} />
        <div className="space-y-1 sm:flex-1">
          <label htmlFor={remarksId} className="sr-only">
            Remarks for {name}
          </label>
          <input
            id={remarksId}
            type="text"
            maxLength={500}
            placeholder="Remarks (optional)"
            aria-invalid={remarksError ? true : undefined}
            aria-describedby={remarksError ? `${remarksId}-error` : undefined}
            className={inputClassName(Boolean(remarksError))}
            {...register(`attendanceData.${index}.remarks`)}
          />
          {remarksError && (
            <p id={`${remarksId}-error`} className="text-sm text-red-700">
              {remarksError}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

function Tally({ control }: { control: Control<MarkingValues> }) {
  const entries = useWatch({ control, name: 'attendanceData' }) ?? [];
  const counts = attendanceStatuses
    .map((status) => ({ status, count: entries.filter((entry) => entry.status === status).length }))
    .filter(({ count }) => count > 0);
  return (
    <p>
      <span className="font-semibold">
        {entries.length} {entries.length === 1 ? 'student' : 'students'}
      </span>
      {counts.map(({ status, count }) => ` · ${count} ${attendanceStatusLabels[status].toLowerCase()}`).join('')}
    </p>
  );
}

interface MarkingFormProps {
  courseId: string;
  date: string;
  roster: readonly RosterEntry[];
  /** After a successful save (the register has been fetched again), and on Cancel. */
  onDone: () => void;
}

/** The register of one date (never empty) with a status, remarks and a quick present/absent button per student. */
export function MarkingForm({ courseId, date, roster, onDone }: MarkingFormProps) {
  const save = useSaveAttendance();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(markingFormSchema),
    defaultValues: { attendanceData: roster.map(initialEntry) },
  });

  const setStatus = (index: number, status: AttendanceStatus) =>
    setValue(`attendanceData.${index}.status`, status, { shouldDirty: true });

  const onSubmit = handleSubmit(({ attendanceData }) => {
    save.mutate(
      { courseId, date, attendanceData },
      {
        onSuccess: () => {
          toast.success(attendanceMessages.saved, { id: attendanceMessages.saved });
          onDone();
        },
        onError: (error) => reportFormError(error, attendanceFallbacks.saveFailed),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Mark attendance">
      <MarkingActions
        onMarkAllPresent={() => {
          for (const index of roster.keys()) setStatus(index, 'present');
        }}
        saving={save.isPending}
        onCancel={onDone}
      >
        <Tally control={control} />
      </MarkingActions>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
        {roster.map((entry, index) => (
          <MarkingRow
            key={entry.student.id}
            entry={entry}
            index={index}
            control={control}
            register={register}
            remarksError={errors.attendanceData?.[index]?.remarks?.message}
            onStatusChange={setStatus}
          />
        ))}
      </ul>
    </form>
  );
}
