import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { scoreEndpoints } from '@tutorium/contract/endpoints/scores';
import { type CourseScore, scoreInputSchema } from '@tutorium/contract/grades';
import { Save } from 'lucide-react';
import { useId, useMemo } from 'react';
import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { GradeBadge } from '../../../components/course/grade-scale';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/input-styles';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { StatTable, statCellClassName } from '../../../components/ui/stat-table';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { reportFormError } from '../../../lib/form-errors';
import { formatPercent } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveScores } from '../api/use-save-scores';

/** What the boxes hold: text, one per student in the sheet's order ('' for no score yet). */
type SheetValues = { scores: { score: string }[] };

const savedText = (row: CourseScore) => (row.score === null ? '' : String(row.score));
const valuesOf = (rows: readonly CourseScore[]): SheetValues => ({
  scores: rows.map((row) => ({ score: savedText(row) })),
});

/** The rows whose box differs from the saved score: the only ones a save sends. */
const changedIndexes = (rows: readonly CourseScore[], scores: readonly { score?: string }[]) =>
  rows.flatMap((row, index) => ((scores[index]?.score ?? '').trim() === savedText(row) ? [] : [index]));

/**
 * Each changed box is checked by the contract's score rule; an emptied box asks for a number, as a score cannot be
 * removed. `notANumber` is said where the rule names no reason.
 */
const sheetSchema = (rows: readonly CourseScore[], notANumber: string) =>
  z.object({ scores: z.array(z.object({ score: z.string() })) }).superRefine((values, context) => {
    for (const index of changedIndexes(rows, values.scores)) {
      const text = values.scores[index]?.score.trim() ?? '';
      const checked = scoreInputSchema.shape.score.safeParse(text === '' ? undefined : Number(text));
      if (!checked.success)
        context.addIssue({
          code: 'custom',
          path: ['scores', index, 'score'],
          message: checked.error.issues[0]?.message ?? notANumber,
        });
    }
  });

interface ScoreRowProps {
  row: CourseScore;
  index: number;
  register: UseFormRegister<SheetValues>;
  control: Control<SheetValues>;
  error: string | undefined;
}

function ScoreRow({ row, index, register, control, error }: ScoreRowProps) {
  const { t } = useLingui();
  const inputId = useId();
  const noteId = useId();
  const value = useWatch({ control, name: `scores.${index}.score` }) ?? '';
  const changed = value.trim() !== savedText(row);
  const { name } = row.student;
  const { progress } = row;
  return (
    <tr className={changed ? 'bg-amber-50' : undefined}>
      <th scope="row" className={`${statCellClassName} text-left font-normal`}>
        <span className="block font-medium text-slate-900">{name}</span>
        <span className="block text-xs break-all text-slate-600">{row.student.email}</span>
      </th>
      <td className={statCellClassName}>
        <label htmlFor={inputId} className="sr-only">
          <Trans>Score for {name}</Trans>
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || changed ? noteId : undefined}
          className={inputClassName(Boolean(error), 'w-20')}
          {...register(`scores.${index}.score`)}
        />
        {error ? (
          <p id={noteId} className="mt-1 max-w-48 text-xs text-red-700">
            {error}
          </p>
        ) : (
          changed && (
            <p id={noteId} className="mt-1 text-xs font-medium text-amber-800">
              <Trans>Not saved yet</Trans>
            </p>
          )
        )}
      </td>
      <td className={statCellClassName}>
        {row.grade === null ? (
          <span className="text-sm text-slate-600">
            <Trans>Not graded</Trans>
          </span>
        ) : (
          <GradeBadge grade={row.grade} />
        )}
      </td>
      <td className={`${statCellClassName} w-40`}>
        <ProgressBar value={row.progress} label={t`Progress of ${name}`} caption={formatPercent(progress)} size="sm" />
      </td>
    </tr>
  );
}

/**
 * The whole score sheet as one form: type any scores, then one "Save scores" sends every changed row
 * in one request (all saved, or none with the refused rows marked). Leaving with unsaved changes asks first.
 */
export function ScoreSheetForm({
  courseId,
  caption,
  rows,
}: {
  courseId: string;
  caption: string;
  rows: readonly CourseScore[];
}) {
  const { t } = useLingui();
  const save = useSaveScores(courseId);
  const notANumber = t`Score must be a number from 0 to 100`;
  const schema = useMemo(() => sheetSchema(rows, notANumber), [rows, notANumber]);
  const form = useContractForm({
    schema,
    defaultValues: valuesOf(rows),
    failureMessage: scoreEndpoints.saveSheet.fallbackMessage,
    serverFields: [],
  });
  const watched = useWatch({ control: form.control, name: 'scores' }) ?? [];
  const unsaved = changedIndexes(rows, watched).length;

  const onSubmit = form.handleSubmit(async (values) => {
    const changed = changedIndexes(rows, values.scores);
    if (changed.length === 0) return;
    const scores = changed.map((index) => ({
      studentId: rows[index]?.student.id ?? '',
      score: Number(values.scores[index]?.score.trim()),
    }));
    try {
      const answer = await save.mutateAsync(scores);
      toast.success(answer.message);
      form.reset({ scores: values.scores.map(({ score }) => ({ score: score.trim() })) });
    } catch (error) {
      // The server names rows by their place in the request; each is shown under its student's box.
      const aliases = Object.fromEntries(
        changed.flatMap((formIndex, sentIndex) => [
          [`scores.${sentIndex}.score`, `scores.${formIndex}.score` as const],
          [`scores.${sentIndex}.studentId`, `scores.${formIndex}.score` as const],
        ]),
      );
      reportFormError(error, scoreEndpoints.saveSheet.fallbackMessage, {
        setError: form.setError,
        fields: [],
        aliases,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Score sheet`}>
      <StatTable
        caption={caption}
        headings={[t`Student`, t`Score (0–100)`, t`Grade`, t`Progress`]}
        minWidth="min-w-[36rem]"
      >
        {rows.map((row, index) => (
          <ScoreRow
            key={row.student.id}
            row={row}
            index={index}
            register={form.register}
            control={form.control}
            error={form.formState.errors.scores?.[index]?.score?.message}
          />
        ))}
      </StatTable>
      <div className="sticky bottom-0 z-10 mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-indigo-200 bg-indigo-50/95 p-3 backdrop-blur">
        <p aria-live="polite" className="text-sm text-indigo-950">
          {unsaved === 0
            ? t`All scores saved`
            : t`${plural(unsaved, { one: '# unsaved change', other: '# unsaved changes' })}`}
        </p>
        <Button type="submit" icon={Save} loading={form.submitting} disabled={unsaved === 0}>
          <Trans>Save scores</Trans>
        </Button>
      </div>
      <UnsavedChangesGuard
        when={unsaved > 0 && !form.submitting}
        what={t`${plural(unsaved, { one: 'An unsaved score', other: '# unsaved scores' })}`}
      />
    </form>
  );
}
