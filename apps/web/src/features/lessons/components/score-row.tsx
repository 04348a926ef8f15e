import { scoreEndpoints } from '@tutorium/contract/endpoints/scores';
import { type CourseScore, scoreInputSchema, scoreMessages } from '@tutorium/contract/grades';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { GradeBadge } from '../../../components/course/grade-scale';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/input-styles';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveScore } from '../api/use-save-score';

const cellClassName = 'px-4 py-3 align-top';

/** One student's row of the score sheet: a score from 0 to 100 with Save, the grade, and their progress. */
export function ScoreRow({ courseId, row }: { courseId: string; row: CourseScore }) {
  const save = useSaveScore(courseId);
  const inputId = useId();
  const errorId = useId();
  const form = useContractForm({
    schema: scoreInputSchema,
    // An empty box until a score is recorded; saving it empty asks for a number.
    defaultValues: row.score === null ? {} : { score: row.score },
    failureMessage: scoreEndpoints.record.fallbackMessage,
    serverFields: ['score'],
  });
  const { name } = row.student;
  const { error, ...scoreInput } = form.field('score', { valueAsNumber: true });

  const onSubmit = form.submitTo(save, ({ score }) => ({ studentId: row.student.id, score }), {
    onSuccess: ({ data, message }) => {
      toast.success(message || scoreMessages.saved);
      form.reset({ score: data.score });
    },
  });

  return (
    <tr>
      <th scope="row" className={`${cellClassName} text-left font-normal`}>
        <span className="block font-medium text-slate-900">{name}</span>
        <span className="block text-xs break-all text-slate-600">{row.student.email}</span>
      </th>
      <td className={cellClassName}>
        <form onSubmit={onSubmit} noValidate className="flex items-start gap-2">
          <div>
            <label htmlFor={inputId} className="sr-only">
              Score for {name}
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={inputClassName(Boolean(error), 'w-20')}
              {...scoreInput}
            />
            {error && (
              <p id={errorId} className="mt-1 max-w-48 text-xs text-red-700">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" size="sm" className="mt-0.5" loading={form.submitting}>
            Save<span className="sr-only"> score for {name}</span>
          </Button>
        </form>
      </td>
      <td className={cellClassName}>
        {row.grade === null ? (
          <span className="text-sm text-slate-600">Not graded</span>
        ) : (
          <GradeBadge grade={row.grade} />
        )}
      </td>
      <td className={`${cellClassName} w-40`}>
        <ProgressBar value={row.progress} label={`Progress of ${name}`} caption={`${row.progress}%`} size="sm" />
      </td>
    </tr>
  );
}
