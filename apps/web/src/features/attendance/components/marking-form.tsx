import {
  type AttendanceStatus,
  attendanceMessages,
  attendanceStatuses,
  attendanceStatusSchema,
  markAttendanceSchema,
  type RosterEntry,
} from '@tutorium/contract/attendance';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { useState } from 'react';
import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { attendanceStatusLabels } from '../../../components/attendance/attendance-status-badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClassName } from '../../../components/ui/input-styles';
import { plural } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveAttendance } from '../api/use-save-attendance';
import { MarkingActions } from './marking-actions';
import { StatusChoice } from './status-choice';
import { StudentCell } from './student-cell';

/** '' is a row nobody has marked yet: it is not saved, so it never turns into an absence by itself. */
const UNMARKED = '';
type RowStatus = AttendanceStatus | typeof UNMARKED;

const entrySchema = markAttendanceSchema.shape.attendanceData.element;
const markingFormSchema = z.object({
  attendanceData: z.array(entrySchema.extend({ status: z.union([attendanceStatusSchema, z.literal(UNMARKED)]) })),
});
type MarkingValues = z.input<typeof markingFormSchema>;

/** A saved record wins; else the status suggested by a live-class check-in; else not marked. */
const initialEntry = (entry: RosterEntry) => ({
  studentId: entry.student.id,
  status: (entry.record?.status ?? entry.checkIn?.suggestedStatus ?? UNMARKED) as RowStatus,
  remarks: entry.record?.remarks ?? '',
});

/** The quick button flips between present and absent (docs/seed-spec.md §4); an unmarked row or any other status becomes present. */
const flipped = (status: RowStatus): AttendanceStatus => (status === 'present' ? 'absent' : 'present');

interface MarkingRowProps {
  entry: RosterEntry;
  index: number;
  control: Control<MarkingValues>;
  register: UseFormRegister<MarkingValues>;
  remarksError: string | undefined;
  onStatusChange: (index: number, status: AttendanceStatus) => void;
}

function MarkingRow({ entry, index, control, register, remarksError, onStatusChange }: MarkingRowProps) {
  const status: RowStatus = useWatch({ control, name: `attendanceData.${index}.status` }) ?? UNMARKED;
  const name = entry.student.name;
  const remarksId = `remarks-${entry.student.id}`;
  const next = flipped(status);
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <StudentCell entry={entry} />
          {status === UNMARKED ? (
            <p className="mt-1 text-xs font-medium text-amber-800">Not marked</p>
          ) : (
            !entry.record && <p className="mt-1 text-xs text-slate-600">Not saved yet</p>
          )}
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

const countOf = (entries: readonly { status?: RowStatus }[], status: RowStatus) =>
  entries.filter((entry) => (entry.status ?? UNMARKED) === status).length;

function Tally({ control }: { control: Control<MarkingValues> }) {
  const entries = useWatch({ control, name: 'attendanceData' }) ?? [];
  const counts = attendanceStatuses
    .map((status) => ({ label: attendanceStatusLabels[status].toLowerCase(), count: countOf(entries, status) }))
    .concat({ label: 'not marked', count: countOf(entries, UNMARKED) })
    .filter(({ count }) => count > 0);
  return (
    <p aria-live="polite">
      <span className="font-semibold">{plural(entries.length, 'student', 'students')}</span>
      {counts.map(({ label, count }) => ` · ${count} ${label}`).join('')}
    </p>
  );
}

type MarkedEntry = { studentId: string; status: AttendanceStatus; remarks: string };

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
  const form = useContractForm({
    schema: markingFormSchema,
    defaultValues: { attendanceData: roster.map(initialEntry) },
    failureMessage: attendanceEndpoints.mark.fallbackMessage,
    // The server names no field of the register: a refusal shows as a toast.
    serverFields: [],
  });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;

  /** Marked rows waiting for "save anyway" while some rows are still unmarked. */
  const [pending, setPending] = useState<{ marked: MarkedEntry[]; unmarked: number } | null>(null);

  const setStatus = (index: number, status: AttendanceStatus) =>
    setValue(`attendanceData.${index}.status`, status, { shouldDirty: true });

  const send = (attendanceData: MarkedEntry[]) =>
    save.mutate(
      { courseId, date, attendanceData },
      {
        onSuccess: () => {
          toast.success(attendanceMessages.saved, { id: attendanceMessages.saved });
          setPending(null);
          onDone();
        },
        onError: (error) => {
          setPending(null);
          form.reportServerError(error);
        },
      },
    );

  // Only marked rows are saved; with some rows unmarked the teacher confirms first.
  const onSubmit = handleSubmit(({ attendanceData }) => {
    const marked = attendanceData.flatMap(({ status, ...rest }) => (status === UNMARKED ? [] : [{ ...rest, status }]));
    const unmarked = attendanceData.length - marked.length;
    if (marked.length === 0) toast.error(attendanceMessages.noneMarked, { id: attendanceMessages.noneMarked });
    else if (unmarked > 0) setPending({ marked, unmarked });
    else send(marked);
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
      <ConfirmDialog
        open={pending !== null}
        title="Save with students not marked?"
        description={
          pending && (
            <p>
              {plural(pending.unmarked, 'student is', 'students are')} not marked yet and will stay unmarked. Only the{' '}
              {plural(pending.marked.length, 'marked student', 'marked students')} will be saved.
            </p>
          )
        }
        confirmLabel={pending ? `Save ${plural(pending.marked.length, 'student', 'students')}` : 'Save'}
        cancelLabel="Keep marking"
        loading={save.isPending}
        onConfirm={() => pending && send(pending.marked)}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
