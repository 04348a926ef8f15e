import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClassName } from '../../../components/ui/input-styles';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveAttendance } from '../api/use-save-attendance';
import { MarkingActions } from './marking-actions';
import { StatusChoice } from './status-choice';
import { statusLabels } from './status-labels';
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

interface MarkingRowProps {
  entry: RosterEntry;
  index: number;
  control: Control<MarkingValues>;
  register: UseFormRegister<MarkingValues>;
  remarksError: string | undefined;
}

function MarkingRow({ entry, index, control, register, remarksError }: MarkingRowProps) {
  const { t } = useLingui();
  const status: RowStatus = useWatch({ control, name: `attendanceData.${index}.status` }) ?? UNMARKED;
  const name = entry.student.name;
  const remarksId = `remarks-${entry.student.id}`;
  return (
    <li className="space-y-3 p-4">
      <div>
        <StudentCell entry={entry} />
        {status === UNMARKED ? (
          <p className="mt-1 text-xs font-medium text-amber-800">
            <Trans>Not marked</Trans>
          </p>
        ) : (
          !entry.record && (
            <p className="mt-1 text-xs text-slate-600">
              <Trans>Not saved yet</Trans>
            </p>
          )
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <StatusChoice studentName={name} registration={register(`attendanceData.${index}.status`)} />
        <div className="space-y-1 sm:flex-1">
          <label htmlFor={remarksId} className="sr-only">
            <Trans>Remarks for {name}</Trans>
          </label>
          <input
            id={remarksId}
            type="text"
            maxLength={500}
            placeholder={t`Remarks (optional)`}
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

/** Present, absent and not marked always show (the three a teacher checks before saving); late and excused once used. */
const alwaysCounted: ReadonlySet<RowStatus> = new Set<RowStatus>(['present', 'absent', UNMARKED]);

function Tally({ control }: { control: Control<MarkingValues> }) {
  const { t } = useLingui();
  const entries = useWatch({ control, name: 'attendanceData' }) ?? [];
  const students = entries.length;
  const counts = attendanceStatuses
    .map((status): { status: RowStatus; label: string } => ({
      status,
      label: t(statusLabels[status]).toLowerCase(),
    }))
    .concat({ status: UNMARKED, label: t`not marked` })
    .map(({ status, label }) => ({ status, label, count: countOf(entries, status) }))
    .filter(({ status, count }) => count > 0 || alwaysCounted.has(status));
  return (
    <p aria-live="polite">
      <span className="font-semibold">{t`${plural(students, { one: '# student', other: '# students' })}`}</span>
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

/** The register of one date (never empty) with a status and remarks per student, under the marking bar. */
export function MarkingForm({ courseId, date, roster, onDone }: MarkingFormProps) {
  const { t } = useLingui();
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
  const unmarkedCount = pending?.unmarked ?? 0;
  const markedCount = pending?.marked.length ?? 0;

  const onSubmit = handleSubmit(({ attendanceData }) => {
    const marked = attendanceData.flatMap(({ status, ...rest }) => (status === UNMARKED ? [] : [{ ...rest, status }]));
    const unmarked = attendanceData.length - marked.length;
    if (marked.length === 0) toast.error(attendanceMessages.noneMarked, { id: attendanceMessages.noneMarked });
    else if (unmarked > 0) setPending({ marked, unmarked });
    else send(marked);
  });

  return (
    // Room under the list for the marking bar, fixed to the bottom of a phone's screen.
    <form onSubmit={onSubmit} noValidate aria-label={t`Mark attendance`} className="pb-40 md:pb-0">
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
          />
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={t`Save with students not marked?`}
        description={
          pending && (
            <p>
              {t`${plural(unmarkedCount, { one: '# student is', other: '# students are' })} not marked yet and will stay unmarked. Only the ${plural(markedCount, { one: '# marked student', other: '# marked students' })} will be saved.`}
            </p>
          )
        }
        confirmLabel={pending ? t`Save ${plural(markedCount, { one: '# student', other: '# students' })}` : t`Save`}
        cancelLabel={t`Keep marking`}
        loading={save.isPending}
        onConfirm={() => pending && send(pending.marked)}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
