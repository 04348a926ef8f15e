import { zodResolver } from '@hookform/resolvers/zod';
import { type CourseScore, scoreInputSchema, scoreMessages } from '@tutorium/contract/grades';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { GradeBadge } from '../../../components/ui/grade-scale';
import { inputClassName } from '../../../components/ui/input-styles';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { reportFormError } from '../../../lib/form-errors';
import { lessonFallbacks } from '../api/lesson-messages';
import { useSaveScore } from '../api/use-save-score';

type ScoreInput = z.infer<typeof scoreInputSchema>;

export const cellClassName = 'px-4 py-3 align-top';

/** One student's row of the score sheet: a score from 0 to 100 with Save, the grade, and their progress. */
export function ScoreRow({ courseId, row }: { courseId: string; row: CourseScore }) {
  const save = useSaveScore(courseId);
  const inputId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ScoreInput>({
    resolver: zodResolver(scoreInputSchema),
    // An empty box until a score is recorded; saving it empty asks for a number.
    defaultValues: row.score === null ? {} : { score: row.score },
  });
  const { name } = row.student;
  const error = errors.score?.message;

  const onSubmit = handleSubmit(({ score }) => {
    save.mutate(
      { studentId: row.student.id, score },
      {
        onSuccess: ({ data, message }) => {
          toast.success(message || scoreMessages.saved);
          reset({ score: data.score });
        },
        onError: (failure) => reportFormError(failure, lessonFallbacks.saveScore, { setError, fields: ['score'] }),
      },
    );
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
              {...register('score', { valueAsNumber: true })}
            />
            {error && (
              <p id={errorId} className="mt-1 max-w-48 text-xs text-red-700">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" size="sm" className="mt-0.5" loading={save.isPending}>
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
